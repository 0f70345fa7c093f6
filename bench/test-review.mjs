// test-review: a full `--agent custom` run (scope, prompt, agent, parse, verdict) against the peer
// `tea-test-review` on the same repository and the same report, in the same run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitAll } from '../scripts/cart-repo.mjs';
import { benchRepo, CLI, report, ROOT, time } from './lib.mjs';

const TESTS = 12;
const peerPkg = join(ROOT, 'node_modules', 'bmad-method-test-architecture-enterprise');
const peerSkill = join(peerPkg, 'src', 'workflows', 'testarch', 'bmad-testarch-test-review');
const agent = join(ROOT, 'test', 'fixtures', 'test-review', 'report-agent.sh');

const repo = benchRepo('proofgate-bench-test-review-');
writeFileSync(join(repo, 'README.md'), '# shop\n');
commitAll(repo, 'base');
const tests = Array.from({ length: TESTS }, (_, i) => `tests/cart${i}.spec.ts`);
mkdirSync(join(repo, 'tests'));
mkdirSync(join(repo, 'src'));
mkdirSync(join(repo, 'docs'));
for (const t of tests)
  writeFileSync(
    join(repo, t),
    Array.from({ length: 40 }, (_, i) => `test('case ${i}', () => { expect(total([${i}])).toBe(${i}); });`).join('\n') + '\n',
  );
writeFileSync(join(repo, 'src/cart.ts'), 'export const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);\n');
writeFileSync(join(repo, 'docs/story.md'), '# Cart totals\n');
commitAll(repo, 'change');

const reportText = `---
workflowType: testarch-test-review
stepsCompleted: [step-01]
---

# Test Quality Review

**Quality Score**: 79/100 (C)

## Executive Summary

**Recommendation**: Request Changes

**Context Basis**: pr_diff

**Context Waivers Applied**: 0

**Execution Mode**: sequential

**Total Violations**: 0 Critical, 1 High, 0 Medium, 0 Low

## Quality Score Breakdown

Total Bonus: +0

## Recommendations (Should Fix)

### 1. Hard wait

**Severity**: P1 (High)
**Location**: \`tests/cart0.spec.ts:3\`
**Row**: H1

## Decision

**Recommendation**: Request Changes

## Reviewed Files

${tests.map((t) => `- ${t}`).join('\n')}

## Review Context

- docs/story.md
- src/cart.ts
`;
const reportPath = join(repo, '..', 'bench-test-review-report.md');
writeFileSync(reportPath, reportText);
const common = [
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
  reportPath,
  '--skill-root',
  peerSkill,
  '--json',
  'verdict.json',
];

const peerMs = time(process.execPath, [join(peerPkg, 'cli', 'test-review.js'), ...common], { cwd: repo, runs: 3, ok: [1] });
const oursMs = time(process.execPath, [CLI, 'test-review', ...common], { cwd: repo, runs: 3, ok: [1] });
console.log(`test-review, full --agent custom run on ${TESTS} changed tests + 2 context files (same report, the peer's skill):`);
report('  proofgate test-review', oursMs, peerMs, 'tea-test-review 1.27.2', 1);
