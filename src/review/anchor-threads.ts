import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { locateInTree, type QuotedFile } from './anchor-file.js';
import type { Anchor } from './line-index.js';

/** The read buffer a file's bytes go into when no larger one is needed (larger files get their own). */
const SCRATCH = 4 * 1024 * 1024;

/**
 * The bytes of tree files each thread beyond the first must have to read, hash and search for it
 * to pay its start (a Node.js of its own and its modules: some 20 ms of a core) and more.
 */
const BYTES_PER_THREAD = 16 * 1024 * 1024;

/**
 * The workers' entry: a stub beside the bundle's chunks in dist/ (scripts/build.mjs writes it). A
 * name made at run time, which ncc leaves alone (a literal it would bundle as an asset). From the
 * source (tests) there is none, and this thread does all.
 */
const WORKER_FILE = 'anchor-worker.js';

/** For tests only: this many threads whatever the bytes (1: this one alone), so that both paths are compared on a small repository. */
const THREADS_FOR_TESTS = 'PROOFGATE_ANCHOR_THREADS';

interface Shared {
  root: string;
  files: QuotedFile[];
  /** The next file a thread takes, for every thread: one that starts late or runs on a busy core does less. */
  next: Int32Array;
}
type Located = [file: number, anchors: Anchor[] | null][];

function threadsFor(bytes: number, files: number): number {
  const forced = Number(process.env[THREADS_FOR_TESTS]);
  if (Number.isSafeInteger(forced) && forced >= 1) return Math.min(forced, Math.max(files, 1));
  return Math.max(1, Math.min(availableParallelism(), Math.floor(bytes / BYTES_PER_THREAD), files));
}

/**
 * What a worker thread located of the files it took; nothing when it could not start or stopped.
 * It joins this thread while it is already at work: one that starts late takes fewer files.
 */
function helper(url: URL, shared: Shared): Promise<Located> {
  return new Promise((resolve) => {
    try {
      const worker = new Worker(url, { workerData: shared });
      worker.once('message', resolve);
      worker.once('error', () => resolve([]));
      worker.once('exit', () => resolve([]));
    } catch {
      resolve([]); // no thread to be had: this one does its part
    }
  });
}

/** Locates the quotes of the files this thread takes, one at a time, until none is left. */
function work({ root, files, next }: Shared, located: (file: number, anchors: Anchor[] | null) => void): void {
  // Each file is done with before the next is read: one buffer serves them all.
  const scratch = files.length > 1 ? Buffer.allocUnsafe(SCRATCH) : undefined;
  for (let k = Atomics.add(next, 0, 1); k < files.length; k = Atomics.add(next, 0, 1)) located(k, locateInTree(root, files[k]!, scratch));
}

/**
 * Each tree file's quotes located (see locateInTree; null: not the sealed blob), in order. With
 * many bytes, worker threads share the files with this one: each file is located by one thread
 * as it would be alone, so the answer is the same whatever the threads.
 */
export async function locateInTreeFiles(root: string, files: QuotedFile[]): Promise<(Anchor[] | null)[]> {
  const shared: Shared = { root, files, next: new Int32Array(new SharedArrayBuffer(4)) };
  const url = new URL(WORKER_FILE, import.meta.url);
  const more =
    threadsFor(
      files.reduce((n, f) => n + f.size, 0),
      files.length,
    ) - 1;
  const helpers = more > 0 && existsSync(fileURLToPath(url)) ? Array.from({ length: more }, () => helper(url, shared)) : [];
  const results: (Anchor[] | null | undefined)[] = Array.from({ length: files.length }, () => undefined);
  work(shared, (k, anchors) => (results[k] = anchors));
  for (const located of await Promise.all(helpers)) for (const [k, anchors] of located) results[k] = anchors;
  // What a worker took and did not hand back (it could not start, or stopped) is done here.
  let scratch: Buffer | undefined;
  return results.map((done, k) => {
    if (done !== undefined) return done;
    scratch ??= Buffer.allocUnsafe(SCRATCH);
    return locateInTree(root, files[k]!, scratch);
  });
}

/** A worker's part (dist/anchor-worker.js): the files it takes of those it is given, handed back at once. */
export function locateForMainThread(): void {
  const located: Located = [];
  work(workerData as Shared, (k, anchors) => located.push([k, anchors]));
  parentPort!.postMessage(located);
}
