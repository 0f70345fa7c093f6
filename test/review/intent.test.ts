// Intent: a spec file or the pull request's description, sealed with the scope, dispatching the
// spec-compliance reviewer; a finding's claim must be words the intent says.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAction, cliCase } from '../support/run.js';
import { git, makeCartRepo } from '../support/repo.js';
import { CART_FINDING, folderOf, writeCoverage, writeFindings } from '../support/review.js';
import { sha256 } from '../../src/text/hash.js';

const SPEC = '# Cart totals\n\n## Intent\n\ntotal() sums   the price of\nevery item, and an empty cart totals 0.\n';

async function withSpec(id = 'i1', spec = SPEC): Promise<string> {
  const repo = makeCartRepo();
  writeFileSync(join(repo, 'spec.md'), spec);
  const r = await cliCase(repo, ['review', 'scope', id, '--base', 'HEAD~1', '--spec', 'spec.md']);
  expect(r.code, r.stderr).toBe(0);
  writeCoverage(repo, id, [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
  return repo;
}

const claimFinding = (claim: string) => ({ ...CART_FINDING, reviewer: 'spec-compliance', basis: 'read', claim });

describe('the intent (dist/cli.js)', () => {
  it('is sealed with the scope, kept as intent.md, and dispatches the spec-compliance reviewer', async () => {
    const repo = await withSpec();
    const scope = JSON.parse(readFileSync(join(folderOf(repo, 'i1'), 'scope.json'), 'utf8'));
    expect(scope.intent).toEqual({ source: 'spec.md', sha256: sha256(SPEC), bytes: Buffer.byteLength(SPEC) });
    expect(readFileSync(join(folderOf(repo, 'i1'), 'intent.md'), 'utf8')).toBe(SPEC);
    expect(scope.reviewers.map((r: { id: string }) => r.id)).toEqual(['blind', 'edge-case', 'spec-compliance']);
    expect(scope.reviewers[2].why).toEqual([{ trigger: 'intent' }]);
    const without = makeCartRepo();
    expect((await cliCase(without, ['review', 'scope', 'i0', '--base', 'HEAD~1'])).code).toBe(0);
    const plain = JSON.parse(readFileSync(join(folderOf(without, 'i0'), 'scope.json'), 'utf8'));
    expect(plain.intent).toBeUndefined();
    expect(plain.scopeSha256).not.toBe(scope.scopeSha256);
  });

  it("a finding's claim must be words of the intent (whitespace may differ); the check shows the claim", async () => {
    const repo = await withSpec();
    writeFindings(repo, 'i1', [claimFinding('total() sums the price of every item')]);
    const ok = await cliCase(repo, ['review', 'gate', 'i1', '--emit-check', 'check.json']);
    expect(ok.code, ok.stdout).toBe(1);
    expect(JSON.parse(readFileSync(join(repo, 'check.json'), 'utf8')).github.output.text).toContain(
      '**Claim of the intent.** total\\(\\) sums the price of every item',
    );
    writeFindings(repo, 'i1', [claimFinding('total() rounds to whole cents')]);
    const made = await cliCase(repo, ['review', 'gate', 'i1']);
    expect(made.code).toBe(2);
    expect(made.stdout).toContain('- 1 finding(s) claim words the intent does not say: F1; quote the intent word for word');
  });

  it('a claim without a sealed intent, or an intent.md edited after sealing, keeps the review incomplete', async () => {
    const plain = makeCartRepo();
    expect((await cliCase(plain, ['review', 'scope', 'i0', '--base', 'HEAD~1'])).code).toBe(0);
    writeCoverage(plain, 'i0', [{ path: 'src/cart.js', outcome: 'completed' }]);
    writeFindings(plain, 'i0', [{ ...CART_FINDING, claim: 'anything' }]);
    const none = await cliCase(plain, ['review', 'gate', 'i0']);
    expect(none.code).toBe(2);
    expect(none.stdout).toContain('1 finding(s) quote a claim, but the scope sealed no intent: F1');

    const repo = await withSpec();
    writeFindings(repo, 'i1', []);
    expect((await cliCase(repo, ['review', 'gate', 'i1'])).code).toBe(0);
    writeFileSync(join(folderOf(repo, 'i1'), 'intent.md'), `${SPEC}\nAlso: rounding to cents.\n`);
    const edited = await cliCase(repo, ['review', 'gate', 'i1']);
    expect(edited.code).toBe(2);
    expect(edited.stdout).toContain('intent.md does not match the intent the scope sealed (seal the scope again)');
  });

  const refused: [string, Buffer, RegExp][] = [
    ['over 256 KiB', Buffer.alloc(300 * 1024, 'a'), /the intent \(spec\.md\) is 307200 bytes; the limit is 256 KiB/],
    ['with a NUL byte', Buffer.from('intent\0more'), /contains a NUL byte: give a text file/],
    ['not UTF-8', Buffer.from([0x69, 0xff, 0xfe, 0x0a]), /is not valid UTF-8: save it as UTF-8/],
    ['empty', Buffer.from('  \n'), /is empty: leave the spec out, or write what the change must do/],
  ];
  it.each(refused)('a spec %s is refused in one line (exit 3)', async (_what, bytes, message) => {
    const repo = makeCartRepo();
    writeFileSync(join(repo, 'spec.md'), bytes);
    const r = await cliCase(repo, ['review', 'scope', 'i', '--base', 'HEAD~1', '--spec', 'spec.md']);
    expect(r.code).toBe(3);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});

describe('the intent from the pull request description (review-scope action)', () => {
  const event = (repo: string, body: unknown) => ({
    pull_request: {
      number: 12,
      body,
      base: { sha: git(repo, 'rev-parse', 'HEAD~1').trim() },
      head: { sha: git(repo, 'rev-parse', 'HEAD').trim() },
    },
  });

  it('seals the description as the intent', () => {
    const repo = makeCartRepo();
    const body = 'Fixes the cart total.\n\nEvery item is summed once.';
    const r = runAction(
      'review-scope.js',
      repo,
      { id: 'pr-12', 'spec-from-pull-request': 'true', 'upload-artifact': 'false' },
      { event: event(repo, body) },
    );
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const scope = JSON.parse(readFileSync(join(folderOf(repo, 'pr-12'), 'scope.json'), 'utf8'));
    expect(scope.intent).toEqual({ source: 'pull request #12 description', sha256: sha256(body), bytes: Buffer.byteLength(body) });
    expect(scope.reviewers.map((x: { id: string }) => x.id)).toContain('spec-compliance');
  });

  it('refuses an empty description, and both inputs at once, in one line', () => {
    const repo = makeCartRepo();
    const empty = runAction(
      'review-scope.js',
      repo,
      { id: 'pr-12', 'spec-from-pull-request': 'true', 'upload-artifact': 'false' },
      { event: event(repo, null) },
    );
    expect(empty.code).not.toBe(0);
    expect(empty.commands).toEqual([
      '::error::input `spec-from-pull-request`: the pull request has no description; write what the change must do in it, or leave the input out',
    ]);
    writeFileSync(join(repo, 'spec.md'), SPEC);
    const both = runAction(
      'review-scope.js',
      repo,
      { id: 'pr-12', spec: 'spec.md', 'spec-from-pull-request': 'true', 'upload-artifact': 'false' },
      { event: event(repo, 'x') },
    );
    expect(both.commands).toEqual(['::error::give input `spec` or `spec-from-pull-request`, not both']);
  });
});
