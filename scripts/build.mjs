// Builds the committed bundle: types from schemas, then one ncc ESM bundle
// (dist/index.js + lazy chunks) and a tiny stub per entry point.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, readdirSync, renameSync, writeFileSync, chmodSync, cpSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sourceStamp, STAMP_FILE } from './source-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist');

execFileSync(process.execPath, [join(root, 'scripts/gen-types.mjs')], { stdio: 'inherit' });
const tmp = mkdtempSync(join(tmpdir(), 'proofgate-build-'));
try {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      join(root, 'src/index.ts'),
      '-o',
      tmp,
      '--license',
      'licenses.txt',
      '-q',
    ],
    {
      stdio: 'inherit',
      cwd: root,
    },
  );
  const stubs = {
    'cli.js': "#!/usr/bin/env node\nimport { cli } from './index.js';\nawait cli();\n",
    'action.js': "import { action } from './index.js';\nawait action('command');\n",
  };
  for (const name of ['review-scope', 'review-gate', 'uat-gate', 'test-review'])
    stubs[`${name}.js`] = `import { action } from './index.js';\nawait action('${name}');\n`;
  for (const [name, text] of Object.entries(stubs)) writeFileSync(join(tmp, name), text);
  writeFileSync(join(tmp, STAMP_FILE), `${sourceStamp(root)}\n`);
  chmodSync(join(tmp, 'cli.js'), 0o755);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const f of readdirSync(tmp)) {
    try {
      renameSync(join(tmp, f), join(out, f));
    } catch {
      cpSync(join(tmp, f), join(out, f), { recursive: true });
    }
  }
  console.log(`dist: ${readdirSync(out).length} file(s) in ${out}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
