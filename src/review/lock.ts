/**
 * One writer per review folder, across processes: a second `review run` (or a gate, a merge) on the
 * folder while another writes it would fold into a whole the first then puts back, or write files the
 * first's look after its agent takes for that agent's. Node has no flock without native code, so the
 * lock is a file created whole (a hard link of a complete temporary file: never seen half-written)
 * naming its holder; a holder that died (its pid gone, or reused by a process started later) is
 * taken over. A second process refuses at once, naming the holder: a run holds it for as long as its
 * agent runs, which no bounded wait would cover.
 */
import { randomBytes } from 'node:crypto';
import { link, lstat, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { readFileSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { onStop } from '../agent/abort.js';
import { join, resolve } from 'node:path';
import { processStarted } from '../agent/group.js';
import { confined, readRegular } from '../text/files.js';
import { parseStrictJson } from '../text/json.js';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import type { ReviewPaths } from './evidence.js';
import { reviewFolder } from './folder.js';

/** Who holds a review folder, as its lock file says. */
interface Holder {
  pid: number;
  /** When it started (clock ticks after boot), null where /proc cannot say: a pid reused since is no holder. */
  started: number | null;
  host: string;
  command: string;
  since: string;
}

const LOCK_MAX_BYTES = 4096;
const TAKE_TRIES = 3;

/** This process's locks by folder: a command that calls another (run, then gate) takes it once; the last to end releases it. */
const held = new Map<string, { users: number; taken: Promise<string | undefined> }>();

/** The holder a lock file names, or undefined when it names none (anything but a lock proofgate wrote). */
function parseHolder(bytes: Buffer): Holder | undefined {
  const parsed = parseStrictJson(bytes);
  const h = (parsed.ok && typeof parsed.data === 'object' ? parsed.data : null) as Partial<Holder> | null;
  const ok =
    h !== null &&
    Number.isSafeInteger(h.pid) &&
    (h.started === null || Number.isSafeInteger(h.started)) &&
    [h.host, h.command, h.since].every((s) => typeof s === 'string');
  return ok ? (h as Holder) : undefined;
}

/** Whether the holder still runs: on another host it cannot be asked, so it does. */
function alive(h: Holder): boolean {
  if (h.host !== hostname()) return true;
  const started = processStarted(h.pid);
  if (started !== undefined) return started !== null && (h.started === null || started === h.started);
  try {
    process.kill(h.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function inUse(folder: string, file: string, h: Holder): string {
  const elsewhere = h.host !== hostname();
  return `the review folder ${visible(folder)} is in use: proofgate pid ${h.pid}${elsewhere ? ` on ${visible(h.host)}` : ''} (${visible(h.command)}) has written it since ${visible(h.since)}; one process writes a review folder at a time: wait for it to end, then run this again${elsewhere ? ` (if no proofgate runs there any more, remove ${visible(file)})` : ''}`;
}

/** Creates `file` holding `text`, whole, unless it exists: false then. */
async function createWhole(file: string, text: string): Promise<boolean> {
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, text, { flag: 'wx' });
    await link(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new ProofgateError(
      `cannot create the lock ${visible(file)} (${(err as NodeJS.ErrnoException).code ?? 'error'}): check that the review folder is writable`,
    );
  } finally {
    await rm(tmp, { force: true });
  }
}

/**
 * Moves a dead holder's lock aside and deletes it only when it is the lock judged dead: of two
 * processes taking it over at once one finds nothing to move, and one that moved a lock taken
 * meanwhile puts it back.
 */
async function takeOver(root: string, file: string, judged: Buffer): Promise<void> {
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.stale`;
  try {
    await rename(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = await readRegular(root, aside, LOCK_MAX_BYTES);
  if (moved.status !== 'ok' || !moved.bytes.equals(judged)) await link(aside, file).catch(() => undefined);
  await rm(aside, { force: true });
}

/**
 * The folder as the lock may be taken in it, made first when `create`; undefined when there is no
 * such folder (the command finds no scope there) or its path is refused (the command says why).
 */
async function lockable(root: string, folder: string, create: boolean): Promise<string | undefined> {
  const dir = await confined(root, folder).catch((err: unknown) => {
    if (err instanceof ProofgateError) return undefined;
    throw err;
  });
  if (dir === undefined) return undefined;
  if (create) await mkdir(dir, { recursive: true });
  return (await lstat(dir).catch(() => undefined))?.isDirectory() ? dir : undefined;
}

/** Takes the folder's lock for `command`, or refuses naming its holder; what it wrote, to release it by (none: no folder to lock). */
async function take(root: string, folder: string, command: string, create: boolean): Promise<string | undefined> {
  const dir = await lockable(root, folder, create);
  if (dir === undefined) return undefined;
  // Checked again once the folders exist: one made meanwhile may be a link.
  const file = await confined(root, join(dir, reviewFolder.lock));
  const me: Holder = {
    pid: process.pid,
    started: processStarted(process.pid) ?? null,
    host: hostname(),
    command,
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(me)}\n`;
  for (let i = 0; i < TAKE_TRIES; i++) {
    if (await createWhole(file, text)) return text;
    const found = await readRegular(root, file, LOCK_MAX_BYTES);
    if (found.status === 'missing') continue;
    const holder = found.status === 'ok' ? parseHolder(found.bytes) : undefined;
    if (found.status !== 'ok' || !holder)
      throw new ProofgateError(
        `${visible(file)} is not a proofgate lock (${found.status === 'refused' ? found.reason : 'not its holder'}): remove it once no proofgate writes ${visible(folder)}`,
      );
    if (alive(holder)) throw new ProofgateError(inUse(folder, file, holder));
    await takeOver(root, file, found.bytes);
  }
  throw new ProofgateError(`cannot take the lock ${visible(file)}: other processes took it each time; run this again`);
}

/** Removes the lock when it is still this process's (one taken over meanwhile is its new holder's). */
async function release(root: string, folder: string, text: string): Promise<void> {
  const file = join(folder, reviewFolder.lock);
  const read = await readRegular(root, file, LOCK_MAX_BYTES);
  if (read.status === 'ok' && read.bytes.toString('utf8') === text) await rm(file, { force: true });
}

/** release() for a process about to exit: synchronous, the lock removed when it is still this process's. */
function releaseNow(folder: string, text: string): void {
  const file = join(folder, reviewFolder.lock);
  if (readFileSync(file, 'utf8') === text) rmSync(file, { force: true });
}

/**
 * Runs `work` holding the review folder's lock (`command` names the holder to a process refused).
 * Every command that writes the folder runs under it, from its first read of what it will write
 * to its last write: a `review run` from the copy of the review's own files it takes before its
 * agent starts until its attempt record is written. `create`: the folder is made when missing (a
 * scope sealed); otherwise a missing folder has nothing to guard.
 */
export async function withReviewLock<T>(
  paths: Pick<ReviewPaths, 'root' | 'folder'>,
  command: string,
  work: () => Promise<T>,
  o: { create?: boolean } = {},
): Promise<T> {
  const key = resolve(paths.folder);
  const entry = held.get(key) ?? { users: 0, taken: take(paths.root, paths.folder, command, o.create === true) };
  held.set(key, entry);
  entry.users++;
  let unstop: (() => void) | undefined;
  try {
    const text = await entry.taken;
    // A cancelled run exits without reaching the finally below: the lock it holds goes with it, never left to refuse the next run.
    if (text !== undefined) unstop = onStop(() => releaseNow(paths.folder, text), 'last');
    return await work();
  } finally {
    unstop?.();
    if (--entry.users === 0) {
      held.delete(key);
      const text = await entry.taken.catch(() => undefined);
      if (text !== undefined) await release(paths.root, paths.folder, text);
    }
  }
}
