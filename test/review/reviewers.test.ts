// Reviewers selected from the diff: the catalog, the deterministic selection (floor ∪ triggered ∪
// project) with its reasons, sealed in scope.json and listed in checklist.md; `review reviewers`.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliCase } from '../support/run.js';
import { emptyRepo, makeCartRepo, twoCommits } from '../support/repo.js';
import { folderOf } from '../support/review.js';
import { loadReviewerCatalog, selectReviewers, type ChangeFacts } from '../../src/review/reviewers.js';
import { loadRuleSet, projectFiles } from '../../src/review/rules.js';

const ids = (r: { id: string }[]) => r.map((x) => x.id);

describe('the reviewer selection (in-process)', () => {
  const builtin = (async () => {
    const repo = emptyRepo();
    const rules = await loadRuleSet(repo);
    return loadReviewerCatalog(
      projectFiles(repo),
      rules.rules.map((r) => r.id),
    );
  })();
  const change = (o: Partial<ChangeFacts>): ChangeFacts => ({
    effort: 'medium',
    files: [{ path: 'src/cart.js', rules: ['general', 'javascript-typescript'] }],
    changedLines: 4,
    intent: false,
    ...o,
  });

  it('the floor grows with the effort: blind; + edge-case; + verification-gap', async () => {
    const catalog = await builtin;
    expect(ids(selectReviewers(catalog, change({ effort: 'low' })))).toEqual(['blind']);
    expect(ids(selectReviewers(catalog, change({ effort: 'medium' })))).toEqual(['blind', 'edge-case']);
    expect(ids(selectReviewers(catalog, change({ effort: 'high' })))).toEqual(['blind', 'edge-case', 'verification-gap']);
    expect(selectReviewers(catalog, change({ effort: 'high' }))[2]!.shell).toBe(false);
    expect(selectReviewers(catalog, change({ effort: 'high', shell: true }))[2]).toMatchObject({
      id: 'verification-gap',
      origin: 'builtin',
      context: 'repository',
      shell: true,
      pass: 'verification-gap',
      why: [{ trigger: 'floor', effort: 'high' }],
    });
    expect(selectReviewers(catalog, change({ effort: 'low' }))[0]).toMatchObject({ id: 'blind', context: 'diff', shell: false });
  });

  it('diff triggers add reviewers, each with every reason it applies; the order is the catalog order', async () => {
    const catalog = await builtin;
    const files = [
      { path: 'db/migrations/002_orders.sql', rules: ['general', 'sql-and-migrations'] },
      { path: 'src/auth/Session.java', rules: ['general', 'java-kotlin'] },
      { path: 'src/auth/login.go', rules: ['general', 'go'] },
    ];
    const selected = selectReviewers(catalog, change({ files, changedLines: 512, intent: true }));
    expect(ids(selected)).toEqual(['blind', 'edge-case', 'security', 'performance', 'spec-compliance']);
    const why = Object.fromEntries(selected.map((r) => [r.id, r.why]));
    expect(why.security).toEqual([
      { trigger: 'glob', path: 'src/auth/Session.java', glob: expect.stringContaining('auth') as string, files: 2 },
      { trigger: 'rule', path: 'db/migrations/002_orders.sql', rule: 'sql-and-migrations', files: 1 },
    ]);
    expect(why.performance).toEqual([
      { trigger: 'rule', path: 'db/migrations/002_orders.sql', rule: 'sql-and-migrations', files: 1 },
      { trigger: 'changed-lines', lines: 512, min: 400 },
    ]);
    expect(why['spec-compliance']).toEqual([{ trigger: 'intent' }]);
    // Deterministic: the same facts give the same list, byte for byte.
    expect(JSON.stringify(selectReviewers(catalog, change({ files, changedLines: 512, intent: true })))).toBe(JSON.stringify(selected));
  });

  it('no selected file, no reviewer', async () => {
    expect(selectReviewers(await builtin, change({ files: [], changedLines: 0 }))).toEqual([]);
  });
});

describe('reviewers sealed in the scope (dist/cli.js)', () => {
  it('the cart demo at high effort dispatches three reviewers, sealed in scope.json and listed in checklist.md with why', async () => {
    const repo = makeCartRepo();
    const r = await cliCase(repo, ['review', 'scope', 'demo-1', '--base', 'HEAD~1', '--effort', 'high']);
    expect(r.code, r.stderr).toBe(0);
    const scope = JSON.parse(readFileSync(join(folderOf(repo, 'demo-1'), 'scope.json'), 'utf8'));
    expect(ids(scope.reviewers)).toEqual(['blind', 'edge-case', 'verification-gap']);
    expect(scope.reviewers[0].docSha256).toMatch(/^[0-9a-f]{64}$/);
    const checklist = readFileSync(join(folderOf(repo, 'demo-1'), 'checklist.md'), 'utf8');
    expect(checklist).toContain('**Reviewers.**');
    expect(checklist).toContain('- `blind` Blind diff reviewer: the floor at high effort');
    expect(checklist).toContain('- `verification-gap` Tests and verification gaps: the floor at high effort');
    // The selection is part of the seal: a different effort is a different scope.
    const medium = await cliCase(repo, ['review', 'scope', 'demo-2', '--base', 'HEAD~1', '--effort', 'medium']);
    const scope2 = JSON.parse(readFileSync(join(folderOf(repo, 'demo-2'), 'scope.json'), 'utf8'));
    expect(medium.code).toBe(0);
    expect(ids(scope2.reviewers)).toEqual(['blind', 'edge-case']);
  });

  it('`review reviewers` lists the catalog with triggers, and for a path the reviewers it selects and why', async () => {
    const repo = makeCartRepo();
    const all = await cliCase(repo, ['review', 'reviewers']);
    expect(all.code, all.stderr).toBe(0);
    const lines = all.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('6 reviewer(s) (built-in):');
    expect(lines[1]).toBe('blind builtin (diff only, no shell): the floor at low, medium, high effort');
    expect(lines).toContain('spec-compliance builtin (repository, no shell): an intent to check the change against');
    const one = await cliCase(repo, ['review', 'reviewers', 'ci/deploy.sh', '--effort', 'low']);
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toContain('ci/deploy.sh at low effort gets 2 reviewer(s):\n');
    expect(one.stdout).toContain('blind (diff only, no shell): the floor at low effort\n');
    expect(one.stdout).toContain('security (repository, a shell with --shell): ci/deploy.sh gets rule shell\n');
    const json = JSON.parse((await cliCase(repo, ['review', 'reviewers', 'src/cart.js', '--json'])).stdout);
    expect(json).toMatchObject({ path: 'src/cart.js', effort: 'medium', rules: ['general', 'javascript-typescript'] });
    expect(ids(json.reviewers)).toEqual(['blind', 'edge-case']);
    const bad = await cliCase(repo, ['review', 'reviewers', '--effort', 'max']);
    expect(bad.code).toBe(3);
    expect(bad.stderr).toContain('--effort must be low, medium or high, not "max"');
  });
});

describe('a project adds reviewers in _bmad/review-reviewers.yaml', () => {
  const file = (body: string) => `schema: proofgate/review-reviewers/1\nreviewers:\n${body}`;

  it('joins the built-ins, dispatched by its globs or rules, with its own prompt', async () => {
    const repo = twoCommits(
      {
        '_bmad/review-reviewers.yaml': file(
          '  - id: money\n    title: Money arithmetic\n    doc: _bmad/reviewers/money.md\n    globs: ["src/billing/**"]\n    shell: true\n',
        ),
        '_bmad/reviewers/money.md': '# money\nCents, never floats.\n',
      },
      { 'src/billing/invoice.ts': 'export const cents = 1;\n' },
    );
    const r = await cliCase(repo, ['review', 'scope', 'p1', '--shell']);
    expect(r.code, r.stderr).toBe(0);
    const scope = JSON.parse(readFileSync(join(folderOf(repo, 'p1'), 'scope.json'), 'utf8'));
    expect(ids(scope.reviewers)).toEqual(['blind', 'edge-case', 'money']);
    expect(scope.reviewers[2]).toMatchObject({
      origin: 'project',
      shell: true,
      context: 'repository',
      why: [{ trigger: 'glob', path: 'src/billing/invoice.ts', glob: 'src/billing/**', files: 1 }],
    });
    const listed = await cliCase(repo, ['review', 'reviewers']);
    expect(listed.stdout).toContain('7 reviewer(s) (_bmad/review-reviewers.yaml):');
    expect(listed.stdout).toContain('money project (repository, a shell with --shell): a file matching src/billing/**');
  });

  const refusals: [string, string, Record<string, string>, RegExp][] = [
    [
      'a built-in id',
      '  - {id: security, title: S, doc: _bmad/s.md, always: true}\n',
      { '_bmad/s.md': 's' },
      /id "security" is already taken/,
    ],
    [
      'no trigger',
      '  - {id: lonely, title: L, doc: _bmad/l.md}\n',
      { '_bmad/l.md': 'l' },
      /no trigger \(give always, globs, rules or minChangedLines\)/,
    ],
    [
      'an unknown rule',
      '  - {id: r, title: R, doc: _bmad/r.md, rules: [cobol]}\n',
      { '_bmad/r.md': 'r' },
      /no rule "cobol" in the rule set/,
    ],
    ['a document outside _bmad/', '  - {id: o, title: O, doc: ../etc/passwd, always: true}\n', {}, /outside _bmad\//],
    ['an unknown key', '  - {id: k, title: K, doc: _bmad/k.md, always: true, model: gpt}\n', { '_bmad/k.md': 'k' }, /unknown key "model"/],
  ];
  for (const [what, body, docs, message] of refusals) {
    it(`refuses ${what}, naming the entry (exit 3)`, async () => {
      const repo = twoCommits({ '_bmad/review-reviewers.yaml': file(body), ...docs }, { 'src/a.js': 'x\n' });
      const r = await cliCase(repo, ['review', 'reviewers']);
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toContain('_bmad/review-reviewers.yaml');
    });
  }
});
