import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { readIfBlob } from '../git/sealed-read.js';
import { LineIndex, type Anchor } from './line-index.js';

/** One sealed blob to locate quotes in: where the working tree should hold it, and its size as git reported it. */
export interface TreeBlob {
  blob: string;
  path: string;
  size: number;
  quotes: string[];
}

/**
 * What a thread is handed: the blobs, and two shared counters: [0] the next blob to claim, [1] the
 * worker's state (STARTED once it claims, CLOSED when the caller finished first and took it all).
 */
export interface TreeJob {
  root: string;
  blobs: TreeBlob[];
  shared: SharedArrayBuffer;
}
const [NEXT, STATE] = [0, 1];
const [IDLE, STARTED, CLOSED] = [0, 1, 2];

/** Each blob's anchors by its index, or null where the working tree does not hold the blob (git must hand it over). */
type Located = [number, Anchor[] | null][];

/** The read buffer a file's bytes go into when no larger one is needed (larger files get their own). */
const SCRATCH = 4 * 1024 * 1024;
/**
 * Below this many bytes a second thread costs more than it saves: starting one takes tens of
 * milliseconds, locating quotes in a megabyte about four.
 */
export const THREADED_BYTES = 8 * 1024 * 1024;
/** The worker's entry beside the bundle's chunks (scripts/build.mjs writes it); absent when run from src/. */
export const WORKER_FILE = 'anchor-worker.js';

/**
 * Claims blobs one at a time from the shared counter and locates their quotes where the working
 * tree holds them (hashed, see readIfBlob): each file is done with before the next is read, so
 * one buffer serves them all.
 */
function claimAndLocate({ root, blobs, shared }: TreeJob): Located {
  const counter = new Int32Array(shared);
  const scratch = Buffer.allocUnsafe(SCRATCH);
  const out: Located = [];
  for (let i = Atomics.add(counter, NEXT, 1); i < blobs.length; i = Atomics.add(counter, NEXT, 1)) {
    const { blob, path, size, quotes } = blobs[i]!;
    const data = readIfBlob(root, path, blob, size, scratch);
    out.push([i, data ? new LineIndex(data).locateAll(quotes) : null]);
  }
  return out;
}

/** The worker thread's side (its entry is WORKER_FILE): locate what it can claim, answer once; nothing when the caller already took every blob. */
export function treeWorker(): void {
  const job = workerData as TreeJob;
  const started = Atomics.compareExchange(new Int32Array(job.shared), STATE, IDLE, STARTED) === IDLE;
  parentPort!.postMessage(started ? claimAndLocate(job) : []);
}

const newJob = (root: string, blobs: TreeBlob[]): TreeJob => ({ root, blobs, shared: new SharedArrayBuffer(8) });

/** The worker's entry where this module runs from the bundle, else undefined (tests run src/ in one thread). */
function workerEntry(): string | undefined {
  const file = join(dirname(fileURLToPath(import.meta.url)), WORKER_FILE);
  return existsSync(file) ? file : undefined;
}

/** A worker on `job`; `answer()` is what it located, or [] when it failed, never started or was not waited for. */
function startWorker(entry: string, job: TreeJob): { answer: () => Promise<Located> } {
  let worker: Worker | undefined;
  const answered = new Promise<Located>((resolve) => {
    try {
      worker = new Worker(entry, { workerData: job, execArgv: [] });
    } catch {
      return resolve([]);
    }
    worker.once('message', (located: Located) => resolve(located));
    worker.once('error', () => resolve([]));
    worker.once('exit', () => resolve([]));
  });
  return {
    answer: () => {
      // Finished before the worker claimed anything: it is not waited for (it may still be starting).
      if (Atomics.compareExchange(new Int32Array(job.shared), STATE, IDLE, CLOSED) === IDLE) {
        void worker?.terminate();
        return Promise.resolve([]);
      }
      return answered;
    },
  };
}

/**
 * Every blob's anchors where the working tree holds it (null where it does not). Large work is
 * shared with one worker thread claiming blobs from the same counter, so the two cores a runner
 * has both read, hash and search; whatever the worker did not answer (it failed, or never started)
 * is done here, so the answer never depends on it. `worker` is the worker's entry (tests name others).
 */
export async function locateInTree(root: string, blobs: TreeBlob[], worker = workerEntry()): Promise<(Anchor[] | null)[]> {
  const job = newJob(root, blobs);
  const bytes = blobs.reduce((sum, b) => sum + b.size, 0);
  const entry = blobs.length > 1 && bytes >= THREADED_BYTES && availableParallelism() > 1 ? worker : undefined;
  const helper = entry ? startWorker(entry, job) : undefined;
  const mine = claimAndLocate(job);
  const located = [...mine, ...((await helper?.answer()) ?? [])];
  const out = new Array<Anchor[] | null | undefined>(blobs.length);
  for (const [i, anchors] of located) out[i] = anchors;
  // A worker that claimed blobs and then failed leaves them unanswered.
  for (let i = 0; i < blobs.length; i++) if (out[i] === undefined) out[i] = claimAndLocate(newJob(root, [blobs[i]!]))[0]![1];
  return out as (Anchor[] | null)[];
}
