// Adversarial case 146: folding reviewers' parts into the review: a finding two reviewers reported is one entry, and a
// rerun of either that refutes it withdraws only that reviewer's report (a rerun that is silent about it withdraws nothing, #206);
// and only a part that completed a file answers a finding on it (#580); whether a unit is abandoned never depends
// on the order reviewers' parts are folded in (#666).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldPart, type Evidence } from '../../src/review/merge.js';
import { abandonedUnits, isAbandoned, type Finding } from '../../src/review/evidence.js';
import type { ReviewScope } from '../../src/schemas/types.js';
import { CART_FINDING as CART, folderOf, scopeHashOf, scopeOf, writeCoverage, writeFindings } from '../support/review.js';
import { cliCase } from '../support/run.js';
import { sealedCart, writePart } from './support.js';

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

describe('#666 a unit is abandoned by one reviewer failing it three times in a row, in every fold order', () => {
  type Outcome = 'completed' | 'failed';
  const REVIEWERS = ['blind', 'edge-case', 'security'];
  const UNITS = ['U1', 'U2'];
  const units = {
    scopeSha256: 'b'.repeat(64),
    files: UNITS.map((unit) => ({ path: `src/${unit}.js`, unit })),
    units: UNITS.map((id) => ({ id, files: [`src/${id}.js`] })),
    reviewers: REVIEWERS.map((id) => ({ id })),
  } as unknown as ReviewScope;
  /** One reviewer's part: its attempts at some units, each unit's file failed when its last attempt failed. */
  const partOf = (attempts: Record<string, Outcome[]>): Evidence => ({
    findings: [],
    coverage: {
      schema: 'bmad-plus/review-coverage/1',
      scopeSha256: units.scopeSha256,
      items: Object.entries(attempts).map(([unit, a]) =>
        a.at(-1) === 'failed'
          ? { path: `src/${unit}.js`, outcome: 'failed', reason: 'crashed' }
          : { path: `src/${unit}.js`, outcome: 'completed' },
      ),
      units: Object.entries(attempts).map(([id, a]) => ({ id, attempts: a })),
    },
  });
  const outcome = fc.constantFrom<Outcome>('failed', 'completed');
  const part = fc.dictionary(fc.constantFrom(...UNITS), fc.array(outcome, { minLength: 1, maxLength: 3 }), { minKeys: 1 });
  /** Each reviewer's parts in its own (attempt) order, and two schedules interleaving them. */
  const history = fc.record({
    parts: fc.tuple(...REVIEWERS.map(() => fc.array(part, { maxLength: 4 }))),
    orders: fc.tuple(fc.array(fc.nat(), { maxLength: 20 }), fc.array(fc.nat(), { maxLength: 20 })),
  });
  /** Folds every reviewer's parts, each reviewer's in its own order, the reviewers interleaved as `choices` say. */
  const foldAll = (parts: Record<string, Outcome[]>[][], choices: number[]) => {
    const left = parts.map((p, r) => p.map((attempts) => ({ r, attempts })));
    let whole: Evidence | undefined;
    for (let i = 0; left.some((l) => l.length); i++) {
      const ready = left.filter((l) => l.length);
      const { r, attempts } = ready[(choices[i] ?? 0) % ready.length]!.shift()!;
      whole = foldPart(units, whole, partOf(attempts), `A${i + 1}`, { reviewer: REVIEWERS[r] });
    }
    return whole;
  };

  it("#666 a property: any interleaving of the reviewers' parts gives the same units[] and abandons exactly the units one reviewer's own attempts fail three times in a row", () => {
    fc.assert(
      fc.property(history, ({ parts, orders }) => {
        const [a, b] = orders.map((o) => foldAll(parts, o));
        expect(a?.coverage.units).toEqual(b?.coverage.units);
        expect(a?.coverage.items).toEqual(b?.coverage.items);
        const oracle = UNITS.filter((u) => parts.some((mine) => isAbandoned(mine.flatMap((p) => p[u] ?? []))));
        for (const whole of [a, b]) expect(whole ? [...new Set(abandonedUnits(whole.coverage))].sort() : []).toEqual(oracle);
      }),
      { seed: 666, numRuns: 300 },
    );
  });

  it("#666 a part's own units[].reviewer is dropped: its attempts join the line of the reviewer it is folded as", () => {
    const claimed = partOf({ U1: ['failed', 'failed', 'failed'] });
    const forged = {
      ...claimed,
      coverage: { ...claimed.coverage, units: [{ id: 'U1', reviewer: 'security', attempts: claimed.coverage.units![0]!.attempts }] },
    };
    expect(foldPart(units, undefined, forged, 'A1', { reviewer: 'blind' }).coverage.units).toEqual([
      { id: 'U1', reviewer: 'blind', attempts: ['failed', 'failed', 'failed'] },
    ]);
  });

  /** `review merge --from` of the first two parts in `order`, then each later part merged on its own, then the gate. */
  async function mergedThenGated(
    order: string[],
    later: [string, ('completed' | 'failed')[]][],
    first: Record<string, ('completed' | 'failed')[]>,
  ) {
    const repo = sealedCart('pr', ['--dispatch', 'each']);
    const scope = scopeOf(repo, 'pr') as unknown as ReviewScope;
    expect(scope.reviewers.map((r) => r.id)).toEqual(['blind', 'edge-case']);
    expect(scope.units.map((u) => u.id)).toEqual(['U1']);
    const sha = scopeHashOf(repo, 'pr');
    const paths = scope.files.map((f) => f.path);
    const dirs = Object.fromEntries(Object.entries(first).map(([r, a]) => [r, writePart(repo, sha, `first-${r}`, 'U1', paths, [], r, a)]));
    const merged = await cliCase(repo, ['review', 'merge', 'pr', ...order.flatMap((r) => ['--from', dirs[r]!])]);
    expect(merged.code, merged.stderr).toBe(0);
    for (const [i, [r, a]] of later.entries()) {
      const m = await cliCase(repo, ['review', 'merge', 'pr', '--from', writePart(repo, sha, `later-${i}`, 'U1', paths, [], r, a)]);
      expect(m.code, m.stderr).toBe(0);
    }
    return cliCase(repo, ['review', 'gate', 'pr']);
  }
  const ABANDONED = /^- unit U1 was abandoned after three failed attempts in a row$/m;

  it('#666 review merge: blind fails U1 twice beside edge-case completing it, in either --from order, then fails it again: abandoned, incomplete in both orders', async () => {
    for (const order of [
      ['blind', 'edge-case'],
      ['edge-case', 'blind'],
    ]) {
      const gated = await mergedThenGated(
        order,
        [
          ['blind', ['failed']],
          ['blind', ['completed']],
        ],
        { blind: ['failed', 'failed'], 'edge-case': ['completed'] },
      );
      expect(gated.stdout, order.join(',')).toMatch(ABANDONED);
      expect(gated.stdout, order.join(',')).toMatch(/^pr: incomplete/);
      expect(gated.code, order.join(',')).toBe(2);
    }
  });

  it("#666 review merge: failures no one reviewer repeats three times in a row (blind's one, edge-case's two) abandon nothing, in either --from order", async () => {
    for (const order of [
      ['blind', 'edge-case'],
      ['edge-case', 'blind'],
    ]) {
      const gated = await mergedThenGated(order, [['blind', ['completed']]], {
        blind: ['failed'],
        'edge-case': ['failed', 'failed', 'completed'],
      });
      expect(gated.stdout, order.join(',')).not.toMatch(ABANDONED);
      expect(gated.stdout, order.join(',')).toMatch(/^pr: clean/);
      expect(gated.code, order.join(',')).toBe(0);
    }
  });
});
