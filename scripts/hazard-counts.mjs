// Counts the adversarial tests per hazard of security-anchors.md (the last number after `#` or
// `adversarial ` in a test's full name) and how many pass: the figures of docs/security.md.
// Usage: node scripts/hazard-counts.mjs   (runs test/adversarial with vitest's JSON reporter)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = join(mkdtempSync(join(tmpdir(), 'pg-hazards-')), 'report.json');
spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'test/adversarial', '--reporter=json', `--outputFile=${out}`], {
  stdio: 'ignore',
});
const report = JSON.parse(readFileSync(out, 'utf8'));
const counts = new Map();
for (const file of report.testResults) {
  for (const t of file.assertionResults) {
    // The test's own title names its hazard; a describe may name several.
    const hazard = Number([...t.fullName.matchAll(/(?:#|adversarial )(\d+)\b/g)].at(-1)?.[1]);
    if (!hazard) continue;
    const c = counts.get(hazard) ?? { cases: 0, passed: 0 };
    c.cases++;
    if (t.status === 'passed') c.passed++;
    counts.set(hazard, c);
  }
}
for (const h of [...counts.keys(), ...Array.from({ length: 35 }, (_, i) => i + 1)]
  .filter((h, i, all) => all.indexOf(h) === i)
  .sort((a, b) => a - b)) {
  const c = counts.get(h) ?? { cases: 0, passed: 0 };
  console.log(`${h}\t${c.cases}\t${c.passed}`);
}
