import { parentPort, workerData } from 'node:worker_threads';
import { anchorTaken, type FileTask } from './anchor-files.js';

/** A helper thread of anchorFiles: takes files from the shared counter and posts back what it found. */
export function anchorWorker(): void {
  const { root, tasks, counter } = workerData as { root: string; tasks: FileTask[]; counter: Int32Array };
  parentPort!.postMessage([...anchorTaken(root, tasks, () => Atomics.add(counter, 0, 1))]);
}
