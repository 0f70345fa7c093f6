import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { readIfBlob } from '../git/sealed-read.js';
import { LineIndex, type Anchor } from './line-index.js';

/** A working-tree file to search: the blob the scope sealed, where it is, its size as git reports it, the quotes on it. */
export interface FileTask {
  blob: string;
  path: string;
  size: number;
  quotes: string[];
}

/** Each task's anchors by its index; null where the working-tree file is not the sealed blob (git hands that one over). */
export type FileAnswers = Map<number, Anchor[] | null>;

/** The read buffer a file's bytes go into when no larger one is needed (larger files get their own). */
const SCRATCH = 4 * 1024 * 1024;
/** The bundle's thread entry, beside the chunk that holds this code. Run from src/ there is none: one thread does all. */
const THREAD_ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'worker.js');
/** Starting a thread costs about 40 ms; below this much to read, hash and search per thread it saves less. */
const BYTES_PER_THREAD = 16 * 1024 * 1024;
const MAX_HELPERS = 3;

/**
 * Reads, hashes and searches the tasks `take` hands out, until it hands out an index past the
 * end: threads that share one counter share the work, whoever is free takes the next file.
 */
export function anchorTaken(root: string, tasks: FileTask[], take: () => number): FileAnswers {
  const answers: FileAnswers = new Map();
  // Each file is done with before the next is read: one buffer serves them all.
  const scratch = tasks.length > 1 ? Buffer.allocUnsafe(SCRATCH) : undefined;
  for (let i = take(); i < tasks.length; i = take()) {
    const { blob, path, size, quotes } = tasks[i]!;
    const data = readIfBlob(root, path, blob, size, scratch);
    answers.set(i, data ? new LineIndex(data).locateAll(quotes) : null);
  }
  return answers;
}

/** A helper thread's answers once it has exited; none when it failed (its files are then done again). */
function helper(root: string, tasks: FileTask[], counter: Int32Array): Promise<FileAnswers> {
  return new Promise((resolve) => {
    let answered: FileAnswers = new Map();
    // Its own stdout and stderr, unread: a thread prints nothing of ours.
    const thread = new Worker(THREAD_ENTRY, { workerData: { job: 'anchor', root, tasks, counter }, stdout: true, stderr: true });
    thread.on('message', (answers: [number, Anchor[] | null][]) => (answered = new Map(answers)));
    thread.on('error', () => undefined);
    thread.on('exit', () => resolve(answered));
  });
}

/**
 * Every task's answer. With much to read and a core to spare, helper threads running the same
 * code take files from one shared counter (largest first, so no thread is left with a large
 * one at the end) while this thread does the same; a file a failed helper took is done here.
 */
export async function anchorFiles(root: string, tasks: FileTask[]): Promise<FileAnswers> {
  const order = [...tasks.keys()].sort((a, b) => tasks[b]!.size - tasks[a]!.size);
  const work = order.map((i) => tasks[i]!);
  const bytes = work.reduce((n, t) => n + t.size, 0);
  const helpers = Math.min(availableParallelism() - 1, MAX_HELPERS, Math.floor(bytes / BYTES_PER_THREAD));
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const started = helpers > 0 && existsSync(THREAD_ENTRY) ? Array.from({ length: helpers }, () => helper(root, work, counter)) : [];
  const answers = anchorTaken(root, work, () => Atomics.add(counter, 0, 1));
  for (const theirs of await Promise.all(started)) for (const [i, a] of theirs) answers.set(i, a);
  const left = [...work.keys()].filter((i) => !answers.has(i));
  let next = 0;
  for (const [k, a] of anchorTaken(root, work, () => (next < left.length ? left[next++]! : work.length))) answers.set(k, a);
  return new Map([...answers].map(([i, a]) => [order[i]!, a]));
}
