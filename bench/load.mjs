// Load at the documented caps: review scope and review gate over 20,000 selected files and
// 5,000 findings. Prints time and peak memory (max RSS).
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { commitAll, emptyRepo } from '../scripts/cart-repo.mjs';
import { CLI } from './lib.mjs';

/** Wall time and max RSS of one command, from GNU time. */
function measure(cmd, args, cwd) {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %M', cmd, ...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const [secs, kb] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { code: r.status, ms: secs * 1000, mb: kb / 1024, stdout: r.stdout };
}

const FILES = 20_000;
const FINDINGS = 5_000;
const repo = emptyRepo('proofgate-bench-load-');
writeFileSync(join(repo, 'README.md'), '# load\n');
commitAll(repo, 'base');
for (let i = 0; i < FILES; i++) {
  const dir = join(repo, `src/p${i % 200}`);
  if (i < 200) mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `f${i}.ts`), `export const a${i} = ${i};\nexport const b${i} = a${i} + 1;\n`);
}
commitAll(repo, 'twenty thousand files');
const scope = measure(process.execPath, [CLI, 'review', 'scope', 'load'], repo);
const sealed = JSON.parse(readFileSync(join(repo, '_bmad-output/review/load/scope.json'), 'utf8'));
const findings = Array.from({ length: FINDINGS }, (_, n) => {
  const f = sealed.files[(n * 7) % FILES];
  const i = /f(\d+)\.ts$/.exec(f.path)[1];
  return { id: `F${n}`, path: f.path, existing_code: `export const b${i} = a${i} + 1;`, content: 'Off by one.', category: 'correctness', severity: 'medium', confidence: 'high', disposition: 'confirmed', evidence: 'b is always one more than a.' };
});
writeFileSync(join(repo, '_bmad-output/review/load/findings.json'), JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: sealed.scopeSha256, findings }));
writeFileSync(join(repo, '_bmad-output/review/load/coverage.json'), JSON.stringify({ schema: 'bmad-plus/review-coverage/1', scopeSha256: sealed.scopeSha256, items: sealed.files.map((f) => ({ path: f.path, outcome: 'completed' })), run: { stop: 'completed' } }));
const gate = measure(process.execPath, [CLI, 'review', 'gate', 'load', '--emit-check', 'check.json'], repo);
console.log(`load: ${FILES} selected files, ${FINDINGS} findings`);
console.log(`  review scope: ${scope.ms.toFixed(0)} ms, peak ${scope.mb.toFixed(0)} MB (exit ${scope.code})`);
console.log(`  review gate:  ${gate.ms.toFixed(0)} ms, peak ${gate.mb.toFixed(0)} MB (exit ${gate.code}: ${gate.stdout.split('\n')[0]})`);

