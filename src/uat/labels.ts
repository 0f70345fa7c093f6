import { lstat, readdir, realpath } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { pathErrorProblem, readRegular, shownPath } from '../text/files.js';

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', 'coverage', '_bmad-output', '_bmad']);
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_FILES = 20_000;

/** `path` is `folder` or inside it (both real paths). */
const within = (path: string, folder: string) => path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);

/**
 * The regular files under `dir` into `out`; a folder that cannot be read (a path past PATH_MAX, no
 * permission) into `unreadable` as one line naming it, its files unchecked, never the walk's end.
 */
async function collect(dir: string, out: string[], skip: string[], unreadable: string[]): Promise<void> {
  if (skip.some((s) => within(dir, s))) return;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    const problem = pathErrorProblem(err);
    if (!problem) throw err;
    unreadable.push(`the source folder ${shownPath(dir)} ${problem}; its files were not checked`);
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    if (out.length >= MAX_FILES) return;
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) await collect(path, out, skip, unreadable);
    } else if (e.isFile()) out.push(path);
  }
}

/**
 * Which labels appear word for word in the source files under `dirs` (text files only, dependency
 * and build folders skipped). Never in `skip` (the uat folder, wherever it is and whatever its
 * name): a recipe holds every label it names, so reading it as source would find them all.
 * Each file is read through `readRegular`: one over MAX_FILE_BYTES by its size, never read (a sparse
 * file of gigabytes, hard-linked many times, would take minutes and gigabytes each), and no FIFO
 * swapped in is opened. The folders that could not be walked come back as lines in `unreadable`.
 */
export async function findLabels(
  cwd: string,
  dirs: string[],
  labels: string[],
  skip: string[] = [],
): Promise<{ files: number; missing: string[]; unreadable: string[] }> {
  // Compared as real paths: the walk below follows no link, so every path it meets is real.
  const skipped = (await Promise.all(skip.map((s) => realpath(s).catch(() => undefined)))).filter((s) => s !== undefined);
  const files: string[] = [];
  const unreadable: string[] = [];
  for (const d of dirs) {
    const abs = resolve(cwd, d);
    // Never through a link, and never a FIFO or device (reading one would block or act).
    const s = await lstat(abs).catch(() => undefined);
    // The options were checked when read (options.ts): only a folder removed since ends here.
    if (!s) throw new ProofgateError(`the source ${JSON.stringify(d)} no longer exists`);
    const real = await realpath(abs);
    if (s.isDirectory()) await collect(real, files, skipped, unreadable);
    else if (s.isFile() && !skipped.some((k) => within(real, k))) files.push(real);
  }
  const missing = new Set(labels);
  let textFiles = 0;
  for (const f of files) {
    // Read within its own folder: every path the walk met is real, so no link lies between.
    const read = await readRegular(dirname(f), relative(dirname(f), f), MAX_FILE_BYTES);
    if (read.status !== 'ok') continue;
    const buf = read.bytes;
    if (buf.includes(0)) continue;
    textFiles++;
    const text = buf.toString('utf8');
    for (const l of missing) if (text.includes(l)) missing.delete(l);
  }
  return { files: textFiles, missing: [...missing], unreadable };
}
