// Builds the committed bundle: types from schemas, then one ncc ESM bundle
// (dist/index.js + lazy chunks) and a tiny stub per entry point.
import { execFileSync } from 'node:child_process';
import {
  mkdtempSync,
  rmSync,
  readdirSync,
  renameSync,
  writeFileSync,
  chmodSync,
  cpSync,
  mkdirSync,
  readFileSync,
  existsSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sourceStamp, STAMP_FILE } from './source-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist');

/**
 * The actions are the folders with an action.yml whose `main` is a file of dist/ (the root
 * action.yml is the generic `command` action): one list, read from where the runner reads it. A
 * composite action (review/) has no `main` and no entry: its steps are these actions, by `$/`.
 */
function actionEntries() {
  const folders = [
    '',
    ...readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name),
  ];
  return folders
    .filter((f) => existsSync(join(root, f, 'action.yml')))
    .map((f) => [f, /^\s*main:\s*(\S+)\s*$/m.exec(readFileSync(join(root, f, 'action.yml'), 'utf8'))?.[1]])
    .filter(([, main]) => main?.includes('dist/'))
    .map(([f, main]) => [f === '' ? 'command' : f, basename(main)]);
}

for (const gen of ['gen-types.mjs', 'gen-shipped.mjs']) execFileSync(process.execPath, [join(root, 'scripts', gen)], { stdio: 'inherit' });
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
    'cli.js': "#!/usr/bin/env node\nimport { cli, exitWhenIdle } from './index.js';\nawait cli();\nawait exitWhenIdle();\n",
    'action.js': "import { action } from './index.js';\nawait action('command');\n",
    // The worker threads of review anchor (src/review/anchor-threads.ts) start here.
    'anchor-worker.js': "import { anchorWorker } from './index.js';\nawait anchorWorker();\n",
  };
  for (const [name, main] of actionEntries()) stubs[main] = `import { action } from './index.js';\nawait action('${name}');\n`;
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
