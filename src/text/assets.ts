import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The folder that holds proofgate's package.json: the same answer from src/
 * (tests), from dist/ (CLI and actions) and from an npm install, so shipped
 * assets (rule documents, the test-review skill, the page template) are found
 * without bundler magic.
 */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'proofgate') return (cached = dir);
      } catch {
        /* not ours: keep walking up */
      }
    }
    const up = dirname(dir);
    if (up === dir) throw new Error('proofgate: cannot find its own package folder');
    dir = up;
  }
}

export function assetPath(...parts: string[]): string {
  return join(packageRoot(), ...parts);
}
