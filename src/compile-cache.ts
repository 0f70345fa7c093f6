/**
 * V8's compile cache (Node 22.1 and later; Node 20 has none and runs as before): a command's code
 * is compiled once per bundle, not at every start. The cache lives beside the bundle, in the
 * package's own folder, never in a shared temporary folder: whoever can write there can already
 * rewrite the bundle itself, so a cache entry (compiled code a later step would run) is no new way
 * in for another user or for an agent. A folder proofgate cannot write is simply not cached.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Enable = (directory: string) => unknown;

export function enableCompileCache(): void {
  const enable = (module as { enableCompileCache?: Enable }).enableCompileCache;
  if (!enable) return;
  // dist/index.js (and src/ in tests) sit one folder below the package's root.
  const dir = join(dirname(dirname(fileURLToPath(import.meta.url))), '.compile-cache');
  try {
    mkdirSync(dir, { recursive: true });
    // Ignored by git wherever the package sits (a copy vendored into a repository under review):
    // the cache is never an untracked file of a scope, a tree check or a pull request.
    writeFileSync(join(dir, '.gitignore'), '# proofgate: V8 compile cache\n*\n', { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') return;
  }
  enable(dir);
}
