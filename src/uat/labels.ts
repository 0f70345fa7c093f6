import { lstat, readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ProofgateError } from '../text/errors.js';

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', 'coverage', '_bmad-output']);
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_FILES = 20_000;

async function collect(dir: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    if (out.length >= MAX_FILES) return;
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) await collect(path, out);
    } else if (e.isFile()) out.push(path);
  }
}

/**
 * Which labels appear word for word in the source files under `dirs`
 * (text files only, dependency and build folders skipped).
 */
export async function findLabels(cwd: string, dirs: string[], labels: string[]): Promise<{ files: number; missing: string[] }> {
  const files: string[] = [];
  for (const d of dirs) {
    const abs = resolve(cwd, d);
    // Never through a link, and never a FIFO or device (reading one would block or act).
    const s = await lstat(abs).catch(() => undefined);
    // The options were checked when read (options.ts): only a folder removed since ends here.
    if (!s) throw new ProofgateError(`the source ${JSON.stringify(d)} no longer exists`);
    if (s.isDirectory()) await collect(abs, files);
    else if (s.isFile()) files.push(abs);
  }
  const missing = new Set(labels);
  let textFiles = 0;
  for (const f of files) {
    const buf = await readFile(f);
    if (buf.length > MAX_FILE_BYTES || buf.includes(0)) continue;
    textFiles++;
    const text = buf.toString('utf8');
    for (const l of missing) if (text.includes(l)) missing.delete(l);
  }
  return { files: textFiles, missing: [...missing] };
}
