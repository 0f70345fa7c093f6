import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { TEXT_MAX_BYTES } from './diff.js';

/**
 * Runs in a worker thread. Sent the list of `[path, oid]` once, it reads each file and answers
 * `[oid, bytes]` when the bytes hash to the blob `oid` as git hashes them (header and all), else
 * `[oid, null]`, a message at a time of up to 16 files or 1 MiB, and stops when two messages are
 * unanswered (each 'more' from the caller lets one more go). A link, a FIFO or a device is never
 * read (lstat first; O_NOFOLLOW and O_NONBLOCK cover a swap after it, fstat checks what was
 * opened); a file over `maxBytes` (no text file is larger) is left to git. The bytes move to the caller without a copy.
 */
const WORKER = `
const { parentPort, workerData: { maxBytes } } = require('node:worker_threads');
const fs = require('node:fs');
const { createHash } = require('node:crypto');
const read = (path, oid) => {
  if (!fs.lstatSync(path, { throwIfNoEntry: false })?.isFile()) return null;
  const fd = fs.openSync(path, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile() || stat.size > maxBytes) return null;
    const bytes = new Uint8Array(stat.size);
    for (let filled = 0, n; filled < bytes.length; filled += n) {
      n = fs.readSync(fd, bytes, filled, bytes.length - filled, filled);
      if (n === 0) return null;
    }
    const id = createHash(oid.length === 64 ? 'sha256' : 'sha1').update('blob ' + bytes.length + '\\0').update(bytes).digest('hex');
    return id === oid ? bytes : null;
  } finally {
    fs.closeSync(fd);
  }
};
let files = [];
let next = 0;
let credit = 2;
const pump = () => {
  for (; credit > 0 && next < files.length; credit--) {
    const answers = [];
    for (let size = 0; next < files.length && answers.length < 16 && size < 1 << 20; ) {
      const [path, oid] = files[next++];
      let bytes = null;
      try { bytes = read(path, oid); } catch {}
      size += bytes ? bytes.length : 0;
      answers.push([oid, bytes]);
    }
    parentPort.postMessage(answers, answers.flatMap(([, bytes]) => (bytes ? [bytes.buffer] : [])));
  }
};
parentPort.on('message', (message) => {
  if (message === 'more') credit++;
  else files = message;
  pump();
});
`;

/**
 * Below this many bytes, git pipes the blobs over sooner than a thread starts: the thread costs
 * about 20 ms (a one-file review, 92 ms with git, 108 ms with it), git and Node's draining of the
 * pipe about 2 ms a MiB (bench/anchor.mjs).
 */
export const WORTH_BYTES = 8 * 1024 * 1024;

/** The files hold WORTH_BYTES in the working tree (sizes from lstat, a guess only: nothing read is trusted before its hash). */
function worthReading(root: string, files: { path: string }[]): boolean {
  let bytes = 0;
  for (const f of files) if ((bytes += lstatSync(join(root, f.path), { throwIfNoEntry: false })?.size ?? 0) >= WORTH_BYTES) return true;
  return false;
}

const start = () => new Worker(WORKER, { eval: true, workerData: { maxBytes: TEXT_MAX_BYTES } });

/**
 * Hands `onBlob` each blob of `files`, in order, read from the working tree where the file
 * there holds exactly that blob (a checkout, usually), else null. Reading a checked-out file and
 * hashing it costs a fraction of having git pipe the blob over, and the hash keeps the answer the
 * sealed blob's whatever the tree holds now (an edit, a filter, a link). A worker thread reads and
 * hashes while the caller works on what has arrived; if it fails, the rest is null (left to git),
 * and so is everything when the files are too few bytes to be worth a thread.
 * An exception thrown by `onBlob` stops the reader and rejects.
 */
export function readSealedFromTree(
  root: string,
  files: { path: string; oid: string }[],
  onBlob: (oid: string, data: Buffer | null) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!worthReading(root, files)) {
      for (const f of files) onBlob(f.oid, null);
      return resolve();
    }
    const worker = start();
    let answered = 0;
    let done = false;
    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      void worker.terminate();
      if (err) reject(err);
      else resolve();
    };
    const hand = (oid: string, data: Buffer | null) => {
      answered++;
      onBlob(oid, data);
    };
    worker.on('message', (answers: [string, Uint8Array | null][]) => {
      if (done) return;
      worker.postMessage('more');
      try {
        for (const [oid, bytes] of answers) hand(oid, bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      } catch (err) {
        return finish(err as Error);
      }
      if (answered === files.length) finish();
    });
    // The worker gone early: what it did not answer is left to git.
    const fallBack = () => {
      if (done) return;
      try {
        while (answered < files.length) hand(files[answered]!.oid, null);
      } catch (err) {
        return finish(err as Error);
      }
      finish();
    };
    worker.on('error', fallBack);
    worker.on('exit', fallBack);
    worker.postMessage(files.map((f) => [`${root}/${f.path}`, f.oid]));
  });
}
