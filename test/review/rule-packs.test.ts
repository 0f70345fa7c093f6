// Built-in rules for the languages real repositories hold, and the Shield pack: six compliance
// rules enabled from _bmad/review-rules.yaml, each naming its controls, which follow a finding
// into the checklist, the check document (the summary's text) and SARIF.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliCase } from '../support/run.js';
import { emptyRepo, twoCommits } from '../support/repo.js';
import { folderOf, writeCoverage, writeFindings } from '../support/review.js';
import { loadRuleSet, ruleMatcher } from '../../src/review/rules.js';

const SHIELD = 'schema: bmad-plus/review-rules/1\npacks: [shield]\n';

describe('built-in rules beyond the seed’s eight', () => {
  const cases: [string, string][] = [
    ['daemon/container/exec.go', 'go'],
    ['go.mod', 'go'],
    ['app/src/main/java/shop/Cart.java', 'java-kotlin'],
    ['app/src/main/kotlin/Cart.kt', 'java-kotlin'],
    ['build.gradle', 'java-kotlin'],
    ['src/lib.rs', 'rust'],
    ['Cargo.toml', 'rust'],
    ['src/parse.c', 'c-cpp'],
    ['include/parse.hpp', 'c-cpp'],
    ['CMakeLists.txt', 'c-cpp'],
    ['Shop/Cart.cs', 'csharp'],
    ['Views/Cart.cshtml', 'csharp'],
    ['app/models/cart.rb', 'ruby'],
    ['Gemfile', 'ruby'],
    ['src/Cart.php', 'php'],
    ['composer.json', 'php'],
  ];
  it.each(cases)('%s gets general and %s', async (path, rule) => {
    const rules = (await ruleMatcher(await loadRuleSet(emptyRepo())))(path).map((r) => r.id);
    expect(rules[0]).toBe('general');
    expect(rules).toContain(rule);
  });

  it('a Go change is reviewed with the go rule, not only general (dist/cli.js)', async () => {
    const repo = twoCommits({}, { 'daemon/exec.go': 'package daemon\n\nfunc run() error { return nil }\n' });
    const r = await cliCase(repo, ['review', 'rules', 'daemon/exec.go']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('daemon/exec.go gets 2 rule(s):\ngeneral code builtin **\ngo code builtin **/*.go **/go.mod\n');
    expect((await cliCase(repo, ['review', 'scope', 'g'])).code).toBe(0);
    const checklist = readFileSync(join(folderOf(repo, 'g'), 'checklist.md'), 'utf8');
    expect(checklist).toContain('## go: Go sources and modules');
    expect(checklist).toContain('**Goroutines.**');
  });
});

describe('the Shield pack', () => {
  it('is off by default, and `packs: [shield]` adds its six rules, each with its controls', async () => {
    expect((await loadRuleSet(emptyRepo())).rules.some((r) => r.id.startsWith('shield-'))).toBe(false);
    const repo = twoCommits({ '_bmad/review-rules.yaml': SHIELD }, { 'src/login.ts': 'export const ok = 1;\n' });
    const set = await loadRuleSet(repo);
    const shield = set.rules.filter((r) => r.id.startsWith('shield-'));
    expect(shield.map((r) => r.id)).toEqual([
      'shield-access-control',
      'shield-personal-data',
      'shield-cryptography',
      'shield-logging',
      'shield-ai-integrations',
      'shield-change-and-supply-chain',
    ]);
    for (const r of shield) {
      expect(r.origin).toBe('pack');
      expect(r.group).toBe('compliance');
      expect(r.controls!.length).toBeGreaterThan(0);
      for (const c of r.controls!) expect(c).toMatch(/^(ISO27001|SOC2|GDPR|NIS2):/);
    }
    const all = shield.flatMap((r) => r.controls!);
    for (const example of ['ISO27001:A.8.5', 'SOC2:CC6.1', 'GDPR:Art.32', 'NIS2:Art.21(2)(d)']) expect(all).toContain(example);
  });

  it('lists the controls in `review rules`, seals them in the scope and shows them in the checklist (dist/cli.js)', async () => {
    const repo = twoCommits({ '_bmad/review-rules.yaml': SHIELD }, { 'src/crypto.ts': 'export const alg = "md5";\n' });
    const rules = await cliCase(repo, ['review', 'rules', 'src/crypto.ts']);
    expect(rules.code, rules.stderr).toBe(0);
    expect(rules.stdout).toMatch(
      /^shield-cryptography compliance pack \S.* \(controls: ISO27001:A\.8\.24, SOC2:CC6\.1, SOC2:CC6\.7, GDPR:Art\.32, NIS2:Art\.21\(2\)\(h\)\)$/m,
    );
    expect((await cliCase(repo, ['review', 'scope', 's1'])).code).toBe(0);
    const scope = JSON.parse(readFileSync(join(folderOf(repo, 's1'), 'scope.json'), 'utf8'));
    expect(scope.ruleSet.controls['shield-cryptography']).toEqual([
      'ISO27001:A.8.24',
      'SOC2:CC6.1',
      'SOC2:CC6.7',
      'GDPR:Art.32',
      'NIS2:Art.21(2)(h)',
    ]);
    expect(scope.files[0].rules).toContain('shield-cryptography');
    const checklist = readFileSync(join(folderOf(repo, 's1'), 'checklist.md'), 'utf8');
    expect(checklist).toContain('## shield-cryptography: Cryptography');
    expect(checklist).toContain('Group `compliance` · pack · 1 file(s) · controls `ISO27001:A.8.24`, `SOC2:CC6.1`');
  });

  it('a pack rule is disabled or replaced like a built-in one; a project rule names its own controls; an unknown pack is refused', async () => {
    const repo = twoCommits(
      {
        '_bmad/review-rules.yaml': `${SHIELD}rules:\n  - id: shield-logging\n    title: Our logging\n    globs: ["src/**"]\n    doc: _bmad/logging.md\n    controls: ["ISO27001:A.8.15", "PCI-DSS:10.2"]\ndisable: [shield-ai-integrations]\n`,
        '_bmad/logging.md': '# logging\n',
      },
      { 'src/a.ts': 'x\n' },
    );
    const set = await loadRuleSet(repo);
    expect(set.rules.some((r) => r.id === 'shield-ai-integrations')).toBe(false);
    expect(set.rules.find((r) => r.id === 'shield-logging')).toMatchObject({
      origin: 'project',
      controls: ['ISO27001:A.8.15', 'PCI-DSS:10.2'],
    });
    const enabled = await loadRuleSet(twoCommits({ '_bmad/review-rules.yaml': SHIELD }, { 'src/a.ts': 'x\n' }));
    expect(set.sha256).not.toBe(enabled.sha256);
    const bad = twoCommits({ '_bmad/review-rules.yaml': 'schema: bmad-plus/review-rules/1\npacks: [shiled]\n' }, { 'src/a.ts': 'x\n' });
    const r = await cliCase(bad, ['review', 'rules']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('/packs/0: must be equal to one of the allowed values (shield)');
    const badControl = twoCommits(
      {
        '_bmad/review-rules.yaml': `schema: bmad-plus/review-rules/1\nrules:\n  - {id: a, title: A, globs: ["**"], doc: _bmad/a.md, controls: ["no framework"]}\n`,
        '_bmad/a.md': 'a',
      },
      { 'src/a.ts': 'x\n' },
    );
    expect((await cliCase(badControl, ['review', 'rules'])).stderr).toContain('/rules/0/controls/0: must match pattern');
  });

  it("a finding's control ids reach the check document and SARIF; a rule that does not apply to its path is refused (dist/cli.js)", async () => {
    const repo = twoCommits({ '_bmad/review-rules.yaml': SHIELD }, { 'src/crypto.ts': 'export const alg = "md5";\n' });
    expect((await cliCase(repo, ['review', 'scope', 's2'])).code).toBe(0);
    const finding = {
      id: 'C1',
      path: 'src/crypto.ts',
      existing_code: 'export const alg = "md5";',
      content: 'MD5 is broken for integrity.',
      category: 'security',
      severity: 'high',
      confidence: 'high',
      disposition: 'confirmed',
      evidence: 'The constant names MD5.',
      rule: 'shield-cryptography',
      reviewer: 'edge-case',
      basis: 'read',
      pass: 'edge-case',
    };
    writeFindings(repo, 's2', [finding]);
    writeCoverage(repo, 's2', [{ path: 'src/crypto.ts', outcome: 'completed' }]);
    const gate = await cliCase(repo, ['review', 'gate', 's2', '--emit-check', 'check.json', '--sarif', 'out.sarif']);
    expect(gate.code, gate.stdout).toBe(1);
    const check = JSON.parse(readFileSync(join(repo, 'check.json'), 'utf8'));
    expect(check.github.output.text).toContain('controls ISO27001:A.8.24, SOC2:CC6.1, SOC2:CC6.7, GDPR:Art.32, NIS2:Art.21\\(2\\)\\(h\\)');
    expect(check.github.output.annotations[0].message).toContain('controls ISO27001:A.8.24, SOC2:CC6.1');
    const result = JSON.parse(readFileSync(join(repo, 'out.sarif'), 'utf8')).runs[0].results[0];
    expect(result.properties).toMatchObject({
      rule: 'shield-cryptography',
      controls: ['ISO27001:A.8.24', 'SOC2:CC6.1', 'SOC2:CC6.7', 'GDPR:Art.32', 'NIS2:Art.21(2)(h)'],
    });
    expect(result.message.text).toContain('controls ISO27001:A.8.24');

    writeFindings(repo, 's2', [{ ...finding, rule: 'shield-change-and-supply-chain' }]);
    const refused = await cliCase(repo, ['review', 'gate', 's2']);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toContain(
      'findings[0] (C1): rule "shield-change-and-supply-chain" does not apply to its path (its rules: general, javascript-typescript, shield-access-control',
    );
  });
});
