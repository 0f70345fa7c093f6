import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { blobId, formatOf } from './blob-id.js';

/**
 * The working-tree file at `path` when its bytes are the blob `oid` of `size` bytes (as git
 * reported it), else null: then the caller reads the blob from git. A checkout's file costs a
 * fraction of having git pipe the same blob over, and hashing what was read keeps the answer the
 * sealed blob's whatever the tree holds now (an edit, a filter, a link). Only a regular file of
 * exactly that size is read (a link, a FIFO, a device or a larger file never is: lstat first,
 * then O_NOFOLLOW and O_NONBLOCK against a swap, and fstat on what was opened); any error is a null.
 *
 * Given `scratch`, the bytes are read into it when they fit and the answer is a view of it, valid
 * until the caller reuses it: a thousand files read into one buffer leave the garbage collector
 * nothing to do, where a buffer each made up most of its work.
 */
export function readIfBlob(root: string, path: string | Buffer, oid: string, size: number, scratch?: Buffer): Buffer | null {
  // A name that is not UTF-8 is given as its bytes: decoded, it is no name on disk.
  const full = typeof path === 'string' ? join(root, path) : Buffer.concat([Buffer.from(`${root}/`), path]);
  let fd: number | undefined;
  try {
    const seen = lstatSync(full);
    if (!seen.isFile() || seen.size !== size) return null;
    fd = openSync(full, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const opened = fstatSync(fd);
    if (!opened.isFile() || opened.size !== size) return null;
    const data = scratch && scratch.length >= size ? scratch.subarray(0, size) : Buffer.allocUnsafe(size);
    for (let filled = 0; filled < size;) {
      const n = readSync(fd, data, filled, size - filled, filled);
      if (n === 0) return null;
      filled += n;
    }
    return blobId(data, formatOf(oid)) === oid ? data : null;
  } catch {
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
