// How each finding was established: who found it (reviewer, pass) and on what basis (executed,
// read, reasoned, unstated). An executed claim stands only from a reviewer with a shell that names
// what it ran; a refutation keeps the basis. The summary, the check document and SARIF show it.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAction, cliCase } from '../support/run.js';
import { makeCartRepo } from '../support/repo.js';
import { CART_FINDING, writeCoverage, writeFindings } from '../support/review.js';
import { provenance } from '../../src/review/provenance.js';
import type { ReviewScope } from '../../src/schemas/types.js';

/** The cart change sealed at high effort with --shell: reviewers blind (no shell), edge-case (no shell), verification-gap (shell). */
async function sealedCart(id = 'p'): Promise<string> {
  const repo = makeCartRepo();
  expect((await cliCase(repo, ['review', 'scope', id, '--base', 'HEAD~1', '--effort', 'high', '--shell'])).code).toBe(0);
  writeCoverage(repo, id, [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
  return repo;
}

async function gate(repo: string, findings: unknown[], id = 'p') {
  writeFindings(repo, id, findings);
  const r = await cliCase(repo, ['review', 'gate', id, '--emit-check', 'check.json', '--sarif', 'out.sarif']);
  const check = JSON.parse(readFileSync(join(repo, 'check.json'), 'utf8'));
  const sarif = JSON.parse(readFileSync(join(repo, 'out.sarif'), 'utf8'));
  return {
    r,
    text: check.github.output.text as string,
    results: sarif.runs[0].results as { properties: Record<string, unknown>; message: { text: string } }[],
  };
}

describe('basis and reviewer of a finding (dist/cli.js)', () => {
  it('a seed-format finding (no reviewer, no basis) is still valid: its basis is unstated, never guessed', async () => {
    const { r, text, results } = await gate(await sealedCart(), [CART_FINDING]);
    expect(r.code, r.stdout).toBe(1);
    expect(text).toContain('reviewer not named · basis unstated');
    expect(results[0]!.properties).toMatchObject({ basis: 'unstated' });
    expect(results[0]!.properties.reviewer).toBeUndefined();
  });

  it('an executed finding from a reviewer with a shell names what it ran, in the summary and SARIF', async () => {
    const finding = {
      ...CART_FINDING,
      reviewer: 'verification-gap',
      pass: 'verification-gap',
      basis: 'executed',
      ran: 'node --test test/cart.test.js',
    };
    const { r, text, results } = await gate(await sealedCart(), [finding]);
    expect(r.code, r.stdout).toBe(1);
    expect(text).toContain('found by verification-gap \\(verification-gap pass\\) · basis executed: ran node --test test/cart.test.js');
    expect(results[0]!.properties).toMatchObject({
      reviewer: 'verification-gap',
      pass: 'verification-gap',
      basis: 'executed',
      ran: 'node --test test/cart.test.js',
    });
    expect(results[0]!.message.text).toContain('basis executed: ran node --test test/cart.test.js');
  });

  const unbacked: [string, Record<string, unknown>, string][] = [
    [
      'a reviewer without a shell',
      { reviewer: 'blind', pass: 'blind', ran: 'node -e total()' },
      'claimed executed, but reviewer blind has no shell',
    ],
    ['no named run', { reviewer: 'verification-gap' }, 'claimed executed without naming what was run'],
    ['no reviewer', { ran: 'npm test' }, 'claimed executed, but names no reviewer of the scope that holds a shell'],
  ];
  it.each(unbacked)('an executed claim from %s is recorded as reasoned, with the claim kept', async (_what, extra, note) => {
    const { r, text, results } = await gate(await sealedCart(), [{ ...CART_FINDING, ...extra, basis: 'executed' }]);
    expect(r.code, r.stdout).toBe(1);
    expect(results[0]!.properties.basis).toBe('reasoned');
    expect(results[0]!.properties.ran).toBeUndefined();
    expect(text).toContain(`basis reasoned \\(${note}\\)`);
  });

  it('a reviewer the scope did not dispatch, or an unknown basis, makes the findings invalid (incomplete)', async () => {
    const repo = await sealedCart();
    const stranger = await gate(repo, [{ ...CART_FINDING, reviewer: 'security', basis: 'read' }]);
    expect(stranger.r.code).toBe(2);
    expect(stranger.r.stdout).toContain(
      'findings[0] (F1): reviewer security is not a reviewer of the scope (blind, edge-case, verification-gap)',
    );
    writeFindings(repo, 'p', [{ ...CART_FINDING, basis: 'measured' }]);
    const unknown = await cliCase(repo, ['review', 'gate', 'p']);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toContain('/findings/0/basis: must be equal to one of the allowed values (executed, read, reasoned, unstated)');
  });

  it('a refuted finding keeps the basis and reviewer it was found on, in the job summary', async () => {
    const repo = await sealedCart('pr-3');
    writeFindings(repo, 'pr-3', [
      {
        ...CART_FINDING,
        disposition: 'refuted',
        refutation: 'items is never empty here.',
        reviewer: 'edge-case',
        pass: 'edge-case',
        basis: 'read',
      },
    ]);
    writeCoverage(repo, 'pr-3', [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
    const r = runAction('review-gate.js', repo, { id: 'pr-3', 'upload-artifact': 'false', 'github-token': '' });
    expect(r.outputs.verdict, r.stdout).toBe('clean');
    expect(r.summary).toContain('items is never empty here. (found by edge-case \\(edge-case pass\\) · basis read)');
  });
});

describe('provenance (in-process)', () => {
  const scope = {
    reviewers: [
      { id: 'security', shell: true },
      { id: 'blind', shell: false },
    ],
    ruleSet: { controls: { 'shield-logging': ['ISO27001:A.8.15'] } },
  } as unknown as ReviewScope;
  const f = (extra: object) => ({ ...CART_FINDING, ...extra }) as Parameters<typeof provenance>[0];

  it('carries the basis as given, never raises it, and attaches the controls of the rule', () => {
    expect(provenance(f({ basis: 'read', reviewer: 'blind' }), scope)).toEqual({ reviewer: 'blind', basis: 'read', controls: [] });
    expect(provenance(f({ basis: 'reasoned', reviewer: 'security', ran: 'x' }), scope)).toEqual({
      reviewer: 'security',
      basis: 'reasoned',
      controls: [],
    });
    expect(provenance(f({ basis: 'executed', reviewer: 'security', ran: '  go test ./...  ', rule: 'shield-logging' }), scope)).toEqual({
      reviewer: 'security',
      basis: 'executed',
      ran: 'go test ./...',
      controls: ['ISO27001:A.8.15'],
    });
    expect(provenance(f({ basis: 'executed', reviewer: 'security', ran: '   ' }), scope).basis).toBe('reasoned');
  });
});
