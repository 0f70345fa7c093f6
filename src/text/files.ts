import { mkdir, readFile, rename, stat, writeFile, rm } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ProofgateError } from './errors.js';

/** A file's text when it is at most `maxBytes`, else null: the size is checked before a byte is read. */
export async function readTextCapped(path: string, maxBytes: number): Promise<string | null> {
  if ((await stat(path)).size > maxBytes) return null;
  return readFile(path, 'utf8');
}

/**
 * Write to a temp file beside the target, then rename: readers never see half a
 * file, and a failure (read-only folder, full disk) leaves the old file whole and
 * says what could not be written.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(tmp, data);
    await rename(tmp, path);
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => undefined);
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new ProofgateError(
      `cannot write ${path} (${code}): check that the folder is writable and the disk has room; nothing was half-written`,
    );
  }
}

export function writeJsonAtomic(path: string, value: unknown): Promise<void> {
  return writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}
