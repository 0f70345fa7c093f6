// The fingerprint of everything the bundle is built from. The build writes it into dist/, and the
// tests that run the bundle compare it first, so a stale dist/ fails with the fix, not with a
// puzzling assertion about behaviour the source no longer has.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const STAMP_FILE = 'source-sha256.txt';
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/gen-types.mjs',
  'scripts/gen-shipped.mjs',
];

export function sourceStamp(root) {
  const src = readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== 'types.ts') // types.ts is generated from the schemas, which are hashed
    .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'));
  const files = [...src, ...INPUTS].sort();
  const hash = createHash('sha256');
  for (const f of files)
    hash
      .update(`${f}\0`)
      .update(readFileSync(join(root, f)))
      .update('\0');
  return hash.digest('hex');
}
