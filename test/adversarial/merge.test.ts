// Adversarial case 146: folding reviewers' parts into the review: a finding two reviewers reported is one entry, and a
// rerun of either that refutes it withdraws only that reviewer's report (a rerun that is silent about it withdraws nothing, #206);
// and only a part that completed a file answers a finding on it (#580).
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldPart, type Evidence } from '../../src/review/merge.js';
import type { Finding } from '../../src/review/evidence.js';
import type { ReviewScope } from '../../src/schemas/types.js';
import { CART_FINDING as CART, folderOf, scopeHashOf, writeCoverage, writeFindings } from '../support/review.js';
import { cliCase } from '../support/run.js';
import { sealedCart } from './support.js';

const CART_FINDING = CART as Finding;
const scope = {
  scopeSha256: 'a'.repeat(64),
  files: [{ path: 'src/cart.js' }],
} as unknown as ReviewScope;
const completed = (findings: Evidence['findings']): Evidence => ({
  findings,
  coverage: {
    schema: 'bmad-plus/review-coverage/1',
    scopeSha256: scope.scopeSha256,
    items: [{ path: 'src/cart.js', outcome: 'completed' }],
  },
});
const fold = (whole: Evidence | undefined, part: Evidence, reviewer: string) => foldPart(scope, whole, part, reviewer, { reviewer });
/** The reviewer's answer to the cart finding: it does not hold. */
const refuted = { ...CART_FINDING, disposition: 'refuted', refutation: 'The caller never passes an empty cart.' } as Finding;
const open = (e: Evidence) => e.findings.filter((f) => f.disposition !== 'refuted');

describe('#146 a finding two reviewers reported', () => {
  it('#146 stays while one of them still reports it: a rerun of either that refutes it withdraws only its own report', () => {
    let whole: Evidence = fold(undefined, completed([CART_FINDING]), 'blind');
    whole = fold(whole, completed([{ ...CART_FINDING, id: 'E1' }]), 'edge-case');
    expect(whole.findings.map((f) => [f.id, f.reviewer, f.alsoBy])).toEqual([['F1', 'blind', ['edge-case']]]);
    // blind reads the file again and finds nothing: silence withdraws nothing (#206).
    expect(fold(whole, completed([]), 'blind').findings).toEqual(whole.findings);
    // blind refutes it: edge-case's report stands, filed under it.
    const rerun = fold(whole, completed([refuted]), 'blind');
    expect(open(rerun).map((f) => [f.id, f.reviewer, f.alsoBy])).toEqual([['F1', 'edge-case', undefined]]);
    // edge-case refutes it too: nothing open.
    expect(open(fold(rerun, completed([{ ...refuted, id: 'E1' }]), 'edge-case'))).toEqual([]);
    // The other way round: the reviewer it is not filed under refutes; it stays under blind alone.
    expect(open(fold(whole, completed([refuted]), 'edge-case')).map((f) => [f.reviewer, f.alsoBy])).toEqual([['blind', undefined]]);
  });

  it('#146 filed under the strongest basis, the other reporters kept; a basis nobody stands behind is dropped; an agent cannot name reporters', () => {
    let whole: Evidence = fold(undefined, completed([{ ...CART_FINDING, basis: 'reasoned' }]), 'blind');
    whole = fold(
      whole,
      completed([{ ...CART_FINDING, id: 'V1', basis: 'executed', ran: 'node -e "total([{price:1}])"' }]),
      'verification-gap',
    );
    expect(whole.findings.map((f) => [f.reviewer, f.basis, f.alsoBy])).toEqual([['verification-gap', 'executed', ['blind']]]);
    const withdrawn = open(fold(whole, completed([{ ...refuted, id: 'V1' }]), 'verification-gap'));
    expect(withdrawn.map((f) => [f.reviewer, f.basis, f.ran, f.alsoBy])).toEqual([['blind', undefined, undefined, undefined]]);
    const claimed = fold(undefined, completed([{ ...CART_FINDING, alsoBy: ['edge-case'] }]), 'blind');
    expect(claimed.findings[0]!.alsoBy).toBeUndefined();
  });

  it('#146 a part that names no reviewer cannot name reporters either', () => {
    const part = completed([{ ...CART_FINDING, reviewer: 'blind', alsoBy: ['ghost'] }]);
    expect(foldPart(scope, undefined, part, 'A1').findings[0]!.alsoBy).toBeUndefined();
  });
});

describe('#367 a waiver is weaker than a completion', () => {
  it('#367 a reviewer that waives a file another reviewer completed leaves it completed, in either order', () => {
    const waive = (e: Evidence): Evidence => ({
      ...e,
      coverage: { ...e.coverage, items: [{ path: 'src/cart.js', outcome: 'waived', reason: 'not for this lens' }] },
    });
    const waivedLast = fold(fold(undefined, completed([]), 'blind'), waive(completed([])), 'edge-case');
    const waivedFirst = fold(fold(undefined, waive(completed([])), 'edge-case'), completed([]), 'blind');
    for (const e of [waivedLast, waivedFirst]) expect(e.coverage.items).toEqual([{ path: 'src/cart.js', outcome: 'completed' }]);
  });
});

describe('#580 only a reading that completes a file answers an earlier finding on it', () => {
  it('#580 review merge: a part that failed src/cart.js refutes the confirmed finding there; the refutation is added beside it and the gate still says findings', async () => {
    const repo = sealedCart('pr', ['--dispatch', 'one']);
    const scope = JSON.parse(readFileSync(join(folderOf(repo, 'pr'), 'scope.json'), 'utf8')) as { files: { path: string }[] };
    writeFindings(repo, 'pr', [CART_FINDING]);
    writeCoverage(
      repo,
      'pr',
      scope.files.map(({ path }) => ({ path, outcome: 'completed' })),
      { run: { stop: 'completed' } },
    );
    expect((await cliCase(repo, ['review', 'gate', 'pr'])).code).toBe(1);
    const part = join(repo, 'parts', 'p1');
    mkdirSync(part, { recursive: true });
    const scopeSha256 = scopeHashOf(repo, 'pr');
    const write = (name: string, value: object) =>
      writeFileSync(join(part, `${name}.json`), JSON.stringify({ schema: `bmad-plus/review-${name}/1`, scopeSha256, ...value }));
    write('findings', { findings: [{ ...refuted, id: 'P1' }] });
    write('coverage', {
      items: [{ path: 'src/cart.js', outcome: 'failed', reason: 'ran out of time before reading it' }],
      run: { stop: 'completed' },
    });
    expect((await cliCase(repo, ['review', 'merge', 'pr', '--from', 'parts/p1'])).code).toBe(0);
    const gate = await cliCase(repo, ['review', 'gate', 'pr']);
    // The only reading that completed src/cart.js confirmed the bug; the refutation comes from one that did not read it.
    expect(gate.code, gate.stdout).toBe(1);
    const held = JSON.parse(readFileSync(join(folderOf(repo, 'pr'), 'findings.json'), 'utf8')) as { findings: Finding[] };
    expect(held.findings.map((f) => `${f.id} ${f.disposition}`)).toEqual(['F1 confirmed', 'P1 refuted']);
  });

  it('#580 a part that failed, waived, left out or stopped on the file answers nothing, whoever it is of; one that completed it answers', () => {
    const unread: [string, Evidence['coverage']['items'], Evidence['coverage']['run']?][] = [
      ['failed', [{ path: 'src/cart.js', outcome: 'failed', reason: 'timed out before reading it' }]],
      ['waived', [{ path: 'src/cart.js', outcome: 'waived', reason: 'not for this lens' }]],
      ['left out', []],
      ['completed under a stop', [{ path: 'src/cart.js', outcome: 'completed' }], { stop: 'time-limit' }],
    ];
    const as = (items: Evidence['coverage']['items'], run?: Evidence['coverage']['run']): Evidence => {
      const part = completed([refuted]);
      return { ...part, coverage: { ...part.coverage, items, ...(run ? { run } : {}) } };
    };
    const none = foldPart(scope, undefined, completed([CART_FINDING]), 'A1');
    const blind = fold(undefined, completed([CART_FINDING]), 'blind');
    for (const [what, items, run] of unread) {
      expect(
        open(foldPart(scope, none, as(items, run), 'A2')).map((f) => f.id),
        what,
      ).toEqual(['F1']);
      expect(
        open(fold(blind, as(items, run), 'blind')).map((f) => `${f.id} ${f.reviewer}`),
        what,
      ).toEqual(['F1 blind']);
    }
    expect(open(foldPart(scope, none, completed([refuted]), 'A2'))).toEqual([]);
    expect(open(fold(blind, completed([refuted]), 'blind'))).toEqual([]);
  });
});
