// Load at the documented caps: review scope and review gate over 20,000 selected files and
// 5,000 findings. Prints time and peak memory (max RSS).
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { commitAll } from '../scripts/cart-repo.mjs';
import { benchRepo, CLI, ROOT } from './lib.mjs';

/** Wall time and max RSS of one command, from GNU time. */
function measure(cmd, args, cwd) {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %M', cmd, ...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const [secs, kb] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { code: r.status, ms: secs * 1000, mb: kb / 1024, stdout: r.stdout };
}

const FILES = 20_000;
const FINDINGS = 5_000;
const repo = benchRepo('proofgate-bench-load-');
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
  return {
    id: `F${n}`,
    path: f.path,
    existing_code: `export const b${i} = a${i} + 1;`,
    content: 'Off by one.',
    category: 'correctness',
    severity: 'medium',
    confidence: 'high',
    disposition: 'confirmed',
    evidence: 'b is always one more than a.',
  };
});
writeFileSync(
  join(repo, '_bmad-output/review/load/findings.json'),
  JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: sealed.scopeSha256, findings }),
);
writeFileSync(
  join(repo, '_bmad-output/review/load/coverage.json'),
  JSON.stringify({
    schema: 'bmad-plus/review-coverage/1',
    scopeSha256: sealed.scopeSha256,
    items: sealed.files.map((f) => ({ path: f.path, outcome: 'completed' })),
    run: { stop: 'completed' },
  }),
);
const gate = measure(process.execPath, [CLI, 'review', 'gate', 'load', '--emit-check', 'check.json'], repo);
console.log(`load: ${FILES} selected files, ${FINDINGS} findings`);
console.log(`  review scope: ${scope.ms.toFixed(0)} ms, peak ${scope.mb.toFixed(0)} MB (exit ${scope.code})`);
console.log(`  review gate:  ${gate.ms.toFixed(0)} ms, peak ${gate.mb.toFixed(0)} MB (exit ${gate.code}: ${gate.stdout.split('\n')[0]})`);

// test-review on a 5 MB report (the example; the cap is 16 MiB, docs/test-review.md). A
// repository of TR_FILES changed tests, a report whose Reviewed Files match them and whose Low
// findings (each located in a reviewed file, under a registry row) fill it to ~5 MB, the custom
// report agent, then `test-review render` over the verdict. Baseline: a bare `node -e 0`.
const TR_FILES = 1_000;
const TR_BYTES = 5 * 1024 * 1024;
const trRepo = benchRepo('proofgate-bench-load-tr-');
writeFileSync(join(trRepo, 'README.md'), '# load\n');
commitAll(trRepo, 'base');
mkdirSync(join(trRepo, 'tests'));
const trTests = Array.from({ length: TR_FILES }, (_, i) => `tests/t${i}.spec.ts`);
for (const t of trTests)
  writeFileSync(
    join(trRepo, t),
    Array.from({ length: 20 }, (_, i) => `test('case ${i}', () => { expect(${i}).toBe(${i}); });`).join('\n') + '\n',
  );
commitAll(trRepo, 'a thousand tests');
const why =
  'The literal carries domain meaning that a reader cannot recover from the test alone; name it, or say where it comes from. '.repeat(3);
const block = (n) =>
  `### ${n + 1}. Magic value in case ${n % 20}\n\n**Severity**: P3 (Low)\n**Location**: \`${trTests[n % TR_FILES]}:${(n % 20) + 1}\`\n**Row**: L3\n\n${why}\n`;
const head = (lows) =>
  [
    '---',
    'workflowType: testarch-test-review',
    '---',
    '',
    '# Test Quality Review',
    '',
    '**Quality Score**: 0/100 (F)',
    '',
    '## Executive Summary',
    '',
    '**Recommendation**: Request Changes',
    '',
    '**Context Basis**: none',
    '',
    '**Context Waivers Applied**: 0',
    '',
    `**Total Violations**: 0 Critical, 0 High, 0 Medium, ${lows} Low`,
    '',
    '## Quality Score Breakdown',
    '',
    'Total Bonus: +0',
    '',
    '## Recommendations (Should Fix)',
    '',
  ].join('\n');
const tail = [
  '',
  '## Decision',
  '',
  '**Recommendation**: Request Changes',
  '',
  '## Reviewed Files',
  '',
  ...trTests.map((t) => `- ${t}`),
  '',
].join('\n');
const lows = Math.floor((TR_BYTES - head(0).length - tail.length) / (Buffer.byteLength(block(TR_FILES * 100 - 1)) + 1));
const trReport = head(lows) + Array.from({ length: lows }, (_, n) => block(n)).join('\n') + tail;
const trReportFile = join(trRepo, '..', `${trRepo.split('/').pop()}-report.md`);
writeFileSync(trReportFile, trReport);
const agent = join(ROOT, 'test', 'fixtures', 'test-review', 'report-agent.sh');
const baseline = measure(process.execPath, ['-e', '0'], trRepo);
const review = measure(
  process.execPath,
  [
    CLI,
    'test-review',
    '--base',
    'HEAD~1',
    '--agent',
    'custom',
    '--agent-cmd',
    '/bin/sh',
    '--agent-arg',
    agent,
    '--agent-arg',
    '--report',
    '--agent-arg',
    trReportFile,
    '--json',
    'verdict.json',
    '--no-isolate',
  ],
  trRepo,
);
const verdict = JSON.parse(readFileSync(join(trRepo, 'verdict.json'), 'utf8'));
const rendered = measure(
  process.execPath,
  [CLI, 'test-review', 'render', '--verdict', 'verdict.json', '--as', 'comment', '--agent', 'custom'],
  trRepo,
);
console.log(
  `load: test-review, ${TR_FILES} changed tests, a ${(Buffer.byteLength(trReport) / 1024 / 1024).toFixed(2)} MB report with ${lows} findings`,
);
console.log(`  baseline node -e 0:  ${baseline.ms.toFixed(0)} ms, peak ${baseline.mb.toFixed(0)} MB`);
console.log(
  `  test-review:         ${review.ms.toFixed(0)} ms, peak ${review.mb.toFixed(0)} MB (exit ${review.code}: ${verdict.recommendation}, ${verdict.findings.length} findings, score ${verdict.qualityScore})`,
);
console.log(
  `  test-review render:  ${rendered.ms.toFixed(0)} ms, peak ${rendered.mb.toFixed(0)} MB (exit ${rendered.code}, ${Buffer.byteLength(rendered.stdout)} bytes of comment)`,
);
