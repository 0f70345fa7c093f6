/**
 * Reading a regular file without following a link or blocking on a FIFO, synchronously: the part of
 * files.ts a command's start-up needs (git's own files are checked before git is asked), kept apart
 * from its asynchronous readers and writers, whose modules (fs/promises, streams, crypto) it never loads.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, statSync } from 'node:fs';

// Windows has neither flag; there a link is refused by the lstat walk alone.
export const OPEN_READ = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/**
 * What a file-system error that is no fault of proofgate's says in one line (a path too long, a link
 * loop, no permission, a failing disk), or undefined for any other: each reader words them alike.
 */
export function pathErrorProblem(err: unknown): string | undefined {
  switch ((err as NodeJS.ErrnoException).code) {
    case 'ENAMETOOLONG':
      return 'is too long a path for this system (ENAMETOOLONG): give a shorter path';
    case 'ELOOP':
      return 'passes through too many symbolic links (ELOOP): remove the links';
    case 'EACCES':
    case 'EPERM':
      return 'cannot be read by this user (EACCES): check its permissions';
    case 'EIO':
      return 'could not be read from the disk (EIO): check the disk';
    default:
      return undefined;
  }
}

export type RegularRead =
  | { status: 'missing' }
  | { status: 'refused'; reason: string }
  | { status: 'too-large'; size: number }
  /**
   * `writtenMs`: when the file opened was last written, at the latest: its mtime, or its ctime when
   * that is earlier (an mtime set forward, `touch -d`, is no later write; a ctime is never set back).
   */
  | { status: 'ok'; bytes: Buffer; writtenMs: number };

export function shapeProblem(info: { isSymbolicLink(): boolean; isDirectory(): boolean; isFile(): boolean }): string | undefined {
  if (info.isSymbolicLink()) return 'is a symbolic link (only regular files are read)';
  if (info.isDirectory()) return 'is a folder, not a file';
  if (!info.isFile()) return 'is not a regular file (a FIFO, socket or device is never read)';
  return undefined;
}

/**
 * readRegular's read of an absolute path for a caller that cannot wait (git's own files, found
 * before git is asked): lstat, then opened without following a link or blocking on a FIFO, checked
 * again on what was opened, never read past `maxBytes`. An error no reason words is thrown. With
 * `follow`, a link is followed to the file it names (a sign-in file a user linked), still never a FIFO.
 */
export function readRegularSync(abs: string, maxBytes: number, { follow = false } = {}): RegularRead {
  let fd: number | undefined;
  try {
    const shape = shapeProblem((follow ? statSync : lstatSync)(abs));
    if (shape) return { status: 'refused', reason: shape };
    fd = openSync(abs, follow ? OPEN_READ & ~(constants.O_NOFOLLOW ?? 0) : OPEN_READ);
    const opened = fstatSync(fd);
    const swapped = shapeProblem(opened);
    if (swapped) return { status: 'refused', reason: swapped };
    if (opened.size > maxBytes) return { status: 'too-large', size: opened.size };
    const bytes = Buffer.allocUnsafe(maxBytes + 1);
    let total = 0;
    for (let n; total <= maxBytes && (n = readSync(fd, bytes, total, maxBytes + 1 - total, null)) > 0;) total += n;
    if (total > maxBytes) return { status: 'too-large', size: total };
    return { status: 'ok', bytes: bytes.subarray(0, total), writtenMs: Math.min(opened.mtimeMs, opened.ctimeMs) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { status: 'missing' };
    if (code === 'ELOOP') return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
    const reason = pathErrorProblem(err);
    if (reason) return { status: 'refused', reason };
    throw err;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
