// review anchor: 5,000 findings over 1,000 files of 2,000 lines, against reading the
// same blobs with one `git cat-file --batch` in the same run.
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitAll } from '../scripts/cart-repo.mjs';
import { benchRepo, CLI, report, time, timeAgainst } from './lib.mjs';
import { execFileSync } from 'node:child_process';

const FILES = 1000;
const LINES = 2000;
const FINDINGS = 5000;
const repo = benchRepo('proofgate-bench-anchor-');
writeFileSync(join(repo, 'README.md'), '# bench\n');
commitAll(repo, 'base');
for (let f = 0; f < FILES; f++) {
  const dir = join(repo, `src/m${f % 40}`);
  mkdirSync(dir, { recursive: true });
  const body = Array.from({ length: LINES }, (_, i) => `  if (value${i} > limit) { total += compute(f${f}, ${i}); }`).join('\n') + '\n';
  writeFileSync(join(dir, `file${f}.ts`), body);
}
commitAll(repo, 'a thousand files');
execFileSync(process.execPath, [CLI, 'review', 'scope', 'bench'], { cwd: repo });
const scope = JSON.parse(readFileSync(join(repo, '_bmad-output/review/bench/scope.json'), 'utf8'));
const findings = Array.from({ length: FINDINGS }, (_, n) => {
  const file = scope.files[n % FILES];
  const f = Number(/file(\d+)\.ts$/.exec(file.path)[1]);
  const line = (n * 37) % (LINES - 1);
  return {
    id: `F${n}`,
    path: file.path,
    existing_code: `if (value${line} > limit) { total += compute(f${f}, ${line}); }\n  if (value${line + 1} > limit) { total += compute(f${f}, ${line + 1}); }`,
    content: 'Unbounded accumulation: total can overflow the limit it is compared with.',
    category: 'correctness',
    severity: ['critical', 'high', 'medium', 'low'][n % 4],
    confidence: 'medium',
    disposition: 'confirmed',
    evidence: 'When value is large, total grows past limit before the check on the next line.',
  };
});
writeFileSync(
  join(repo, '_bmad-output/review/bench/findings.json'),
  JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: scope.scopeSha256, findings }),
);
const blobs = scope.files.map((f) => f.blob).join('\n') + '\n';
const batch = join(repo, 'blobs.txt');
writeFileSync(batch, blobs);

const pair = timeAgainst(
  { cmd: 'sh', args: ['-c', `git cat-file --batch < ${batch} > /dev/null`] },
  { cmd: process.execPath, args: [CLI, 'review', 'anchor', 'bench'] },
  { cwd: repo, runs: 7 },
);
const catMs = pair.base;
// What a Node.js command would pay before doing anything with the bytes if git piped them over:
// why review anchor reads a checkout from the working tree (hashing each file) instead.
const drain = `const c = require('node:child_process').spawn('git', ['cat-file', '--batch'], { stdio: [require('node:fs').openSync(${JSON.stringify(batch)}), 'pipe', 'inherit'] }); c.stdout.on('data', () => {});`;
const drainMs = time(process.execPath, ['-e', drain], { cwd: repo });
const out = execFileSync(process.execPath, [CLI, 'review', 'anchor', 'bench'], { cwd: repo, encoding: 'utf8' });
console.log(`review anchor, ${FINDINGS} findings over ${FILES} files of ${LINES} lines (${out.trim().split(' — ')[1]}):`);
report('  review anchor', pair.ours, catMs, 'git cat-file --batch', 2, pair.ratio);
report('  node reading the same blobs from git, nothing else', drainMs, catMs, 'git cat-file --batch');
