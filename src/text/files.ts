import { createWriteStream, mkdtempSync } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { dirname, basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { ProofgateError } from './errors.js';
import { visible } from './neutralise.js';
import { OPEN_READ, pathErrorProblem, shapeProblem, type RegularRead } from './regular-read.js';

import { shownPath } from './shown-path.js';

// Their homes are leaner modules; readers import them from here as before.
export { pathErrorProblem } from './regular-read.js';
export { shownPath };

/**
 * Every file proofgate reads as evidence or writes goes through here. A path is taken only
 * inside its working tree (`root`) and never through a symbolic link below it: a pull request
 * can commit `_bmad-output` as a link to `~`, `/tmp` or `.git/hooks`, and a plain `mkdir -p` and
 * `writeFile` (or `readFile`, or an artifact upload) would follow it. What lies above `root` is
 * the runner's, not the repository's, and is not checked.
 */

/** Why `path` may not be used inside `root`, or undefined with the absolute path when it may. */
async function placeProblem(root: string, path: string): Promise<{ abs: string; problem?: string }> {
  const base = resolve(root);
  const abs = resolve(base, path);
  const rel = relative(base, abs);
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel))
    return {
      abs,
      problem: `is outside the working tree ${shownPath(base)}: proofgate reads and writes only inside it; give a path inside it`,
    };
  let at = base;
  const segs = rel === '' ? [] : rel.split(sep);
  for (const [i, seg] of segs.entries()) {
    at = join(at, seg);
    let info;
    try {
      info = await lstat(at);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return { abs };
      const problem = pathErrorProblem(err);
      if (problem) return { abs, problem };
      throw err;
    }
    const shown = shownPath(segs.slice(0, i + 1).join('/'));
    if (info.isSymbolicLink())
      return {
        abs,
        problem:
          i === segs.length - 1
            ? 'is a symbolic link: only regular files are read or written; remove the link'
            : `passes through ${shown}, a symbolic link (a committed link could lead outside the working tree): remove the link or choose another folder`,
      };
    if (i < segs.length - 1 && !info.isDirectory())
      return { abs, problem: `passes through ${shown}, which is not a folder: move it or choose another folder` };
  }
  return { abs };
}

/**
 * The absolute path of `path` (relative to `root`), refused with one line when it leaves the
 * working tree or passes through a symbolic link.
 */
export async function confined(root: string, path: string): Promise<string> {
  const { abs, problem } = await placeProblem(root, path);
  if (problem) throw new ProofgateError(`refusing ${shownPath(abs)}: it ${problem}`);
  return abs;
}

async function readAll(fh: FileHandle, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, maxBytes + 1 - total));
    const { bytesRead } = await fh.read(chunk, 0, chunk.length, null);
    if (bytesRead === 0) return Buffer.concat(chunks, total);
    chunks.push(chunk.subarray(0, bytesRead));
    total += bytesRead;
    // A file that grows past its cap while being read is refused like one that was too large.
    if (total > maxBytes) return null;
  }
}

/** Opens a regular file without following a link or blocking on a FIFO; anything else is refused. */
async function openRegular(abs: string): Promise<{ fh: FileHandle; size: number; writtenMs: number } | RegularRead> {
  let info;
  try {
    info = await lstat(abs);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    const reason = pathErrorProblem(err);
    if (reason) return { status: 'refused', reason };
    throw err;
  }
  // Checked before opening: opening a FIFO or a device can block or act.
  const shape = shapeProblem(info);
  if (shape) return { status: 'refused', reason: shape };
  let fh: FileHandle;
  try {
    fh = await open(abs, OPEN_READ);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { status: 'missing' };
    if (code === 'ELOOP') return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
    const reason = pathErrorProblem(err);
    if (reason) return { status: 'refused', reason };
    throw err;
  }
  // Checked again on what was opened: the name may have been swapped since the lstat.
  const opened = await fh.stat();
  if (!opened.isFile()) {
    await fh.close();
    return { status: 'refused', reason: 'is not a regular file (a FIFO, socket or device is never read)' };
  }
  return { fh, size: opened.size, writtenMs: Math.min(opened.mtimeMs, opened.ctimeMs) };
}

/** Why a file that is not regular is never opened or read, in the words of every reader. */

/**
 * A regular file inside `root` of at most `maxBytes`, read whole. Links (anywhere below `root`),
 * FIFOs, sockets and devices are refused without being followed or read; the size is checked
 * before a byte is read and again while reading.
 */
export async function readRegular(root: string, path: string, maxBytes: number): Promise<RegularRead> {
  const { abs, problem } = await placeProblem(root, path);
  if (problem) return { status: 'refused', reason: problem };
  const opened = await openRegular(abs);
  if ('status' in opened) return opened;
  const { fh, size, writtenMs } = opened;
  try {
    if (size > maxBytes) return { status: 'too-large', size };
    const bytes = await readAll(fh, maxBytes);
    return bytes ? { status: 'ok', bytes, writtenMs } : { status: 'too-large', size: maxBytes + 1 };
  } finally {
    await fh.close();
  }
}

/**
 * A file's text when it is at most `maxBytes`, else null. A missing file throws an ENOENT error
 * (callers decide what absence means); a link, FIFO or device is a ProofgateError.
 */
export async function readTextCapped(root: string, path: string, maxBytes: number): Promise<string | null> {
  const read = await readRegular(root, path, maxBytes);
  if (read.status === 'ok') return read.bytes.toString('utf8');
  if (read.status === 'too-large') return null;
  if (read.status === 'missing') throw Object.assign(new Error(`${path}: no such file`), { code: 'ENOENT' });
  throw new ProofgateError(`${shownPath(resolve(root, path))} ${read.reason}`);
}

/**
 * A folder where a file is to be written or removed: a pull request can commit one at any path
 * proofgate writes, and a rename or rm would fail on it with a bare EISDIR. (A link there is refused
 * by `confined`; a regular file, or a FIFO an agent left, is replaced without being opened.)
 */
async function folderThere(abs: string): Promise<ProofgateError | undefined> {
  const info = await lstat(abs).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (!info?.isDirectory()) return undefined;
  return new ProofgateError(`refusing ${shownPath(abs)}: it is a folder, where proofgate writes a file: remove it or choose another path`);
}

/**
 * Write to a temp file beside the target, then rename: readers never see half a
 * file, and a failure (read-only folder, full disk) leaves the old file whole and
 * says what could not be written. The target must be inside `root`, through no link,
 * and neither a link nor a folder: either is refused in one line naming it.
 */
export async function writeFileAtomic(root: string, path: string, data: string | Uint8Array): Promise<void> {
  const target = await confined(root, path);
  const tmp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await mkdir(dirname(target), { recursive: true });
    // The folders just made are checked too; `wx` never opens an existing name (nor a link).
    await confined(root, target);
    const folder = await folderThere(target);
    if (folder) throw folder;
    await writeFile(tmp, data, { flag: 'wx' });
    await rename(tmp, target);
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => undefined);
    if (err instanceof ProofgateError) throw err;
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new ProofgateError(
      `cannot write ${shownPath(target)} (${code}): check that the folder is writable and the disk has room; nothing was half-written`,
    );
  }
}

/** A JSON document as proofgate writes it: two-space indent, a final newline. */
export const jsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

export function writeJsonAtomic(root: string, path: string, value: unknown): Promise<void> {
  return writeFileAtomic(root, path, jsonText(value));
}

/**
 * writeJsonAtomic, its refusal or failure returned as its one line (naming the path) instead of
 * thrown: for a file whose absence is a reason for the verdict, never a crash before it is published.
 */
export async function writeJsonOrReason(root: string, path: string, value: unknown): Promise<string | undefined> {
  try {
    await writeJsonAtomic(root, path, value);
    return undefined;
  } catch (err) {
    if (err instanceof ProofgateError) return err.message;
    throw err;
  }
}

/** Removes a file inside `root` (never through a link below it, never a folder); a missing file is fine. */
export async function removeFile(root: string, path: string): Promise<void> {
  const abs = await confined(root, path);
  const folder = await folderThere(abs);
  if (folder) throw folder;
  await rm(abs, { force: true }).catch((err: NodeJS.ErrnoException) => {
    throw new ProofgateError(`cannot remove ${shownPath(abs)} (${err.code ?? 'error'}): check that the folder is writable`);
  });
}

/**
 * A fresh folder only this process knows, `proofgate-PREFIX-…` under `under` (the system's temp
 * folder, TMPDIR, unless told): one that cannot be made (a TMPDIR that does not exist) is one line
 * naming the folder and the fix (for a temp folder, the variable to set), never an unexpected
 * error. Synchronous: one call, for callers that are not async too (the agent's lifeline).
 */
export function freshDir(prefix: string, under = tmpdir()): string {
  try {
    return mkdtempSync(join(under, `proofgate-${prefix}-`));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    // A variable names only the temp folders; any other folder (a project's root) is the fix itself.
    const variable = under === process.env.RUNNER_TEMP ? 'RUNNER_TEMP' : under === tmpdir() ? 'TMPDIR' : null;
    const fix = variable ? `set ${variable} to a folder this user can write` : 'make it writable for this user';
    throw new ProofgateError(`cannot make a temporary folder in ${shownPath(under)} (${code}): ${fix}`);
  }
}

/** A fresh folder only this process knows, under the runner's temp folder when there is one. */
export function privateDir(prefix: string): string {
  return freshDir(prefix, process.env.RUNNER_TEMP || tmpdir());
}

/**
 * What the artifact service refuses in a file's path (@actions/artifact's upload validation, which
 * actions/upload-artifact runs too): one such name, which a pull request may commit in a folder that
 * is uploaded, fails the whole upload, so it is left out of every copy an artifact is made from.
 */
export const ARTIFACT_REFUSED = /[":<>|*?\r\n]/;

/** What a copy holds at most: a file over `file(path)` bytes, or one past `total` bytes in all, is left out and named. */
export interface CopyLimits {
  /** The cap of one file, by its path relative to the folder copied. */
  file: (rel: string) => number;
  total: number;
}

/**
 * The caps of a copy no caller bounds more tightly: a sparse file takes no disk but its copy does,
 * so one multi-gigabyte file a pull request or an earlier step left would fill the runner's disk.
 */
export const COPY_LIMITS: CopyLimits = { file: () => 64 * 1024 * 1024, total: 512 * 1024 * 1024 };

/**
 * Copies the regular files of `folder` (inside `root`, itself no link) into a fresh private
 * folder, the same relative paths; links, FIFOs, sockets and devices are left out and named.
 * What leaves the runner (an artifact) is read from the copy, so nothing is uploaded through a link.
 * Given `only` (paths relative to `folder`), just those are copied: a folder the checkout shares
 * with the files a step wrote may hold others the pull request committed. A file whose path the
 * artifact service refuses (`ARTIFACT_REFUSED`) is left out too, and named in `refusedNames`; one
 * over its cap, or past the total (`limits`), in `tooLarge`, unread. At most the size seen when it was
 * opened is copied, so a file that grows meanwhile cannot pass its cap. A copy that fails (a full
 * disk) is removed, not left behind.
 */
export async function copyRegularFiles(
  root: string,
  folder: string,
  { only, limits = COPY_LIMITS }: { only?: string[]; limits?: CopyLimits } = {},
): Promise<{ dir: string; files: number; skipped: string[]; refusedNames: string[]; tooLarge: string[] }> {
  const from = await confined(root, folder);
  const info = await lstat(from);
  if (!info.isDirectory()) throw new ProofgateError(`refusing ${shownPath(from)}: it is not a folder`);
  const dir = privateDir('copy');
  const skipped: string[] = [];
  const refusedNames: string[] = [];
  const tooLarge: string[] = [];
  let files = 0;
  let total = 0;
  const wanted = only && new Set(only.map((p) => relative(from, resolve(from, p))));
  try {
    for (const e of await readdir(from, { withFileTypes: true, recursive: true })) {
      const abs = join(e.parentPath, e.name);
      const rel = relative(from, abs);
      if (e.isDirectory() || (wanted && !wanted.has(rel))) continue;
      const shown = visible(rel.split(sep).join('/'));
      if (ARTIFACT_REFUSED.test(rel)) {
        refusedNames.push(shown);
        continue;
      }
      const opened = e.isFile() ? await openRegular(abs) : ({ status: 'refused', reason: '' } as const);
      if ('status' in opened) {
        if (opened.status !== 'missing') skipped.push(shown);
        continue;
      }
      try {
        if (opened.size > limits.file(rel) || total + opened.size > limits.total) {
          tooLarge.push(shown);
          continue;
        }
        total += opened.size;
        await mkdir(dirname(join(dir, rel)), { recursive: true });
        if (opened.size === 0) await writeFile(join(dir, rel), '', { flag: 'wx' });
        else
          await pipeline(
            opened.fh.createReadStream({ autoClose: false, start: 0, end: opened.size - 1 }),
            createWriteStream(join(dir, rel), { flags: 'wx' }),
          );
        files++;
      } finally {
        await opened.fh.close();
      }
    }
  } catch (err) {
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    throw err;
  }
  return { dir, files, skipped: skipped.sort(), refusedNames: refusedNames.sort(), tooLarge: tooLarge.sort() };
}
