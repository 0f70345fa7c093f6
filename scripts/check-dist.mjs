// Fails when the committed dist/ (or the generated types and published schemas) is not exactly
// what `npm run build` makes from this source. A CI step of its own (ci.yml, .ci/run): a full
// ncc build takes half a minute, the suite itself only checks the source stamp (test/support/run.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What differs between the committed dist/ and a fresh build of the source. */
function compare() {
  const out = mkdtempSync(join(tmpdir(), 'proofgate-dist-'));
  const problems = [];
  try {
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), out], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    const built = new Set(readdirSync(out));
    const committed = new Set(readdirSync(join(root, 'dist')));
    for (const f of built) if (!committed.has(f)) problems.push(`dist/${f} is missing`);
    for (const f of committed) if (!built.has(f)) problems.push(`dist/${f} is not made by the build`);
    for (const f of built)
      if (committed.has(f) && !readFileSync(join(out, f)).equals(readFileSync(join(root, 'dist', f)))) problems.push(`dist/${f} differs`);
    // The build regenerates the types and the published schemas in place: any change there is stale too.
    const generated = execFileSync('git', ['status', '--porcelain', '--', 'src/schemas', 'docs/schemas', 'src/review/shipped-sha256.ts'], {
      cwd: root,
      encoding: 'utf8',
    });
    for (const line of generated.split('\n').filter(Boolean)) problems.push(`${line.slice(3)} changed when regenerated`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return problems;
}

// Built twice when the first differs: one fresh-clone run of .ci/run (lint and types building beside it)
// saw two chunks differ that every later build, cold or warm, made byte-equal to the committed ones.
// dist/ must be what a build of this source makes; a second differing build is a stale dist/.
let problems = compare();
if (problems.length > 0) {
  console.error(`dist/ differs from a fresh build (${problems.slice(0, 3).join('; ')}): building once more`);
  problems = compare();
}
if (problems.length > 0) {
  console.error(`dist/ is not the build of src/ (${problems.length}): run \`npm run build\` and commit the result`);
  for (const p of problems.slice(0, 20)) console.error(`  ${p}`);
  process.exit(1);
}
console.log('dist/ is the build of src/');
