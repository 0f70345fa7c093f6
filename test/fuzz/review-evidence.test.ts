// findings.json and coverage.json at the command boundary: `review anchor` and
// `review gate` run in-process on one sealed cart repository, the fuzzed file
// rewritten per case. See docs/review-anchor.md and docs/review-gate.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CART_V2, makeCartRepo } from '../support/repo.js';
import { CART_FINDING, folderOf, scopeHashOf } from '../support/review.js';
import { documented, expectBoundedAtCap, feeder, run, type Feed } from './boundary.js';
import { hostileJson, readBack, schemaBreakers, strictBreakers, WORDS } from './mutate.js';
import { breachParams, gitParams, LONG, params } from './settings.js';

const ID = 'fz';
let repo: string;
let hash: string;
let anchorFeed: Feed;
let gateFindings: Feed;
let gateCoverage: Feed;

/** F1 is open and located, F2 refuted: the gate says `findings`; a mutation may legitimately make it clean. */
const findings = () => ({
  schema: 'bmad-plus/review-findings/1',
  scopeSha256: hash,
  findings: [
    CART_FINDING,
    { ...CART_FINDING, id: 'F2', existing_code: 'return sum;', disposition: 'refuted', refutation: 'sum is returned once' },
  ],
});
const coverage = () => ({
  schema: 'bmad-plus/review-coverage/1',
  scopeSha256: hash,
  items: [{ path: 'src/cart.js', outcome: 'completed', unit: 'U1' }],
  units: [{ id: 'U1', attempts: ['failed', 'completed'] }],
  run: { stop: 'completed' },
});
const file = (name: string) => join(folderOf(repo, ID), name);
const writeValid = () => {
  writeFileSync(file('findings.json'), JSON.stringify(findings()));
  writeFileSync(file('coverage.json'), JSON.stringify(coverage()));
};

beforeAll(async () => {
  repo = makeCartRepo();
  expect((await run(repo, ['review', 'scope', ID])).code).toBe(0);
  hash = scopeHashOf(repo, ID);
  anchorFeed = feeder(repo, file('findings.json'), ['review', 'anchor', ID], documented('review', 'anchor'));
  gateFindings = feeder(repo, file('findings.json'), ['review', 'gate', ID], documented('review', 'gate'));
  gateCoverage = feeder(repo, file('coverage.json'), ['review', 'gate', ID], documented('review', 'gate'));
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const norm = (l: string) => l.replace(/\s+/g, ' ').trim();
const headLines = new Set(CART_V2.split('\n').map(norm));
const OPEN = ['confirmed', 'unresolved'];

/** Independent of the validators: what findings.json must at least be for `anchor` to exit 0. */
function findingsAllLocated(doc: any): boolean {
  if (doc?.schema !== 'bmad-plus/review-findings/1' || doc.scopeSha256 !== hash || !Array.isArray(doc.findings)) return false;
  const ids = doc.findings.map((f: any) => f?.id);
  if (new Set(ids).size !== ids.length) return false;
  return doc.findings.every(
    (f: any) =>
      f?.path === 'src/cart.js' &&
      typeof f.existing_code === 'string' &&
      f.existing_code.trim() !== '' &&
      f.existing_code
        .split(/\r?\n/)
        .map(norm)
        .filter(Boolean)
        .every((l: string) => headLines.has(l)) &&
      ['confirmed', 'refuted', 'unresolved'].includes(f.disposition) &&
      ['critical', 'high', 'medium', 'low'].includes(f.severity),
  );
}

/** What both files must at least say for the gate to call the review clean (docs/review-gate.md). */
function evidenceComplete(cov: any, fin: any): boolean {
  if (cov?.schema !== 'bmad-plus/review-coverage/1' || cov.scopeSha256 !== hash || !Array.isArray(cov.items)) return false;
  if (cov.run !== undefined && cov.run?.stop !== 'completed') return false;
  const mine = cov.items.filter((i: any) => i?.path === 'src/cart.js');
  if (mine.length === 0 || cov.items.length !== mine.length) return false;
  if (
    !mine.every((i: any) => i.outcome === 'completed') // a waiver, reason or not, waits for a person
  )
    return false;
  const abandoned = (cov.units ?? []).some((u: any) => /failed,failed,failed/.test(String(u?.attempts)));
  if (abandoned) return false;
  if (fin?.schema !== 'bmad-plus/review-findings/1' || fin.scopeSha256 !== hash || !Array.isArray(fin.findings)) return false;
  return fin.findings.every((f: any) => !OPEN.includes(f?.disposition));
}

describe('fuzz at the boundary: findings.json', () => {
  it(
    'review anchor: hostile findings never crash it; exit 0 only when every finding is valid and located',
    async () => {
      writeValid();
      expect((await anchorFeed(JSON.stringify(findings()))).code).toBe(0);
      await fc.assert(
        fc.asyncProperty(hostileJson(findings()), async (bytes) => {
          const o = await anchorFeed(bytes);
          if (o.code === 0) expect(findingsAllLocated(readBack(bytes)), o.out).toBe(true);
        }),
        params,
      );
    },
    LONG,
  );

  it(
    'review gate: hostile findings never crash it; clean only on complete evidence',
    async () => {
      writeValid();
      expect((await gateFindings(JSON.stringify(findings()))).code).toBe(1);
      await fc.assert(
        fc.asyncProperty(hostileJson(findings()), async (bytes) => {
          const o = await gateFindings(bytes);
          if (o.code === 0) expect(evidenceComplete(coverage(), readBack(bytes)), o.out).toBe(true);
          if (o.code === 0) expect(o.out).toMatch(/: clean/);
        }),
        gitParams,
      );
    },
    LONG,
  );

  // Each breach is invalid by construction: anchor lists it (exit 1), the gate stays incomplete (exit 2).
  const vocab = fc
    .tuple(
      fc.constantFrom('severity', 'confidence', 'disposition', 'category'),
      fc.constantFrom(
        ...WORDS.filter(
          (w) => !['critical', 'high', 'medium', 'low', 'confirmed', 'refuted', 'unresolved', 'correctness', 'security'].includes(w),
        ),
      ),
    )
    .map(([key, word]) => ({
      why: `${key} ${JSON.stringify(word)}`,
      apply: (v: any) => Buffer.from(JSON.stringify({ ...v, findings: [{ ...v.findings[0], [key]: word }] })),
    }));
  const otherPath = fc
    // `./src/cart.js` and `src//cart.js` name the file (row 356); a climb, a backslash or another case never does.
    .constantFrom('src/other.js', '../src/cart.js', 'src/../src/cart.js', 'src\\cart.js', 'SRC/cart.js', '.env')
    .map((path) => ({
      why: `path ${path}`,
      apply: (v: any) => Buffer.from(JSON.stringify({ ...v, findings: [{ ...v.findings[0], path }] })),
    }));
  const breach = fc.oneof(
    strictBreakers,
    schemaBreakers(['schema', 'scopeSha256', 'findings']),
    vocab,
    otherPath,
    fc.constant({
      why: 'a repeated id',
      apply: (v: any) => Buffer.from(JSON.stringify({ ...v, findings: [v.findings[0], { ...v.findings[1], id: 'F1' }] })),
    }),
    fc.constant({ why: 'another scope', apply: (v: any) => Buffer.from(JSON.stringify({ ...v, scopeSha256: 'f'.repeat(64) })) }),
  );
  it(
    'findings.json breached by construction: anchor exit 1, gate exit 2 (never 0)',
    async () => {
      writeValid();
      await fc.assert(
        fc.asyncProperty(breach, async (b) => {
          const bytes = b.apply(findings());
          expect((await anchorFeed(bytes)).code, b.why).toBe(1);
          expect((await gateFindings(bytes)).code, b.why).toBe(2);
        }),
        breachParams,
      );
    },
    LONG,
  );
});

describe('fuzz at the boundary: coverage.json', () => {
  it(
    'review gate: hostile coverage never crashes it; clean only on complete evidence',
    async () => {
      writeValid();
      // No findings here (nothing to anchor, so each case is cheap): the coverage alone decides between clean and incomplete.
      const none = { ...findings(), findings: [] };
      writeFileSync(file('findings.json'), JSON.stringify(none));
      expect((await gateCoverage(JSON.stringify(coverage()))).code).toBe(0);
      await fc.assert(
        fc.asyncProperty(hostileJson(coverage()), async (bytes) => {
          const o = await gateCoverage(bytes);
          if (o.code === 0) expect(evidenceComplete(readBack(bytes), none), o.out).toBe(true);
        }),
        gitParams,
      );
    },
    LONG,
  );

  const cov = (f: (c: any) => void) => (v: any) => {
    const c = structuredClone(v);
    f(c);
    return Buffer.from(JSON.stringify(c));
  };
  const specific = fc.oneof(
    fc.constant({ why: 'the only item removed', apply: cov((c) => (c.items = [])) }),
    fc
      .constantFrom(...WORDS.filter((w) => w !== 'completed' && w !== 'waived'))
      .map((outcome) => ({ why: `outcome ${JSON.stringify(outcome)}`, apply: cov((c) => (c.items[0].outcome = outcome)) })),
    fc.constantFrom('', ' ', '\t\n').map((reason) => ({
      why: 'waived without a reason',
      apply: cov((c) => (c.items[0] = { path: 'src/cart.js', outcome: 'waived', reason })),
    })),
    // Format, invisible and filler characters only: no visible word, whatever their mix.
    fc
      .string({
        unit: fc.constantFrom(
          '\u200b',
          '\u2800',
          '\u3164',
          '\u00ad',
          '\u115f',
          '\uffa0',
          '\u2060',
          '\u180e',
          '\ufe0f',
          '\u0301',
          '\u{e0041}',
          '\u3000',
          '\u202e',
          ' ',
        ),
        minLength: 1,
        maxLength: 12,
      })
      .map((reason) => ({
        why: `waived for ${JSON.stringify(reason)}`,
        apply: cov((c) => (c.items[0] = { path: 'src/cart.js', outcome: 'waived', reason })),
      })),
    fc
      .constantFrom('budget', 'time-limit', 'failure-streak', 'interrupted', 'Completed', '')
      .map((stop) => ({ why: `run.stop ${stop}`, apply: cov((c) => (c.run.stop = stop)) })),
    fc.constant({ why: 'a unit abandoned', apply: cov((c) => (c.units[0].attempts = ['failed', 'failed', 'failed', 'completed'])) }),
    fc.constant({ why: 'another scope', apply: cov((c) => (c.scopeSha256 = 'e'.repeat(64))) }),
    fc.constant({ why: 'an unselected path', apply: cov((c) => c.items.push({ path: '.env', outcome: 'completed' })) }),
  );
  it(
    'coverage.json breached by construction: incomplete (exit 2), never clean',
    async () => {
      writeValid();
      writeFileSync(file('findings.json'), JSON.stringify({ ...findings(), findings: [] }));
      await fc.assert(
        fc.asyncProperty(fc.oneof(strictBreakers, schemaBreakers(['schema', 'scopeSha256', 'items']), specific), async (b) => {
          const o = await gateCoverage(b.apply(coverage()));
          expect(o.code, b.why).toBe(2);
          expect(o.out).toMatch(/: incomplete/);
        }),
        breachParams,
      );
    },
    LONG,
  );
});

describe('evidence at the 64 MiB cap (EVIDENCE_MAX_BYTES)', () => {
  const CAP = 64 * 1024 * 1024;
  it('one byte over: refused by its size before it is read', async () => {
    writeValid();
    const big = Buffer.alloc(CAP + 1, 0x20);
    const o = await expectBoundedAtCap(gateCoverage, big, 5000);
    expect(o.code).toBe(2);
    expect(o.out).toContain('the limit is 67108864');
    writeValid();
  }, 120_000);

  it('at the cap: a findings file of 64 MiB (20,000 findings, each within its field limits) is anchored within 30 s', async () => {
    writeValid();
    // The schema allows 20,000 findings of at most 20,000 characters a field: the most findings, each long enough to fill the cap.
    const n = 20_000;
    const one = (i: number, words: number) => ({ ...CART_FINDING, id: `F${i}`, content: `finding ${i}: ${'lorem ipsum '.repeat(words)}` });
    const head = { ...findings(), findings: [] as unknown[] };
    const room = (CAP - Buffer.byteLength(JSON.stringify(head))) / n - Buffer.byteLength(JSON.stringify(one(n, 0))) - 1;
    head.findings = Array.from({ length: n }, (_, i) => one(i, Math.floor(room / 12)));
    let text = JSON.stringify(head);
    text = text.slice(0, -2) + ' '.repeat(CAP - Buffer.byteLength(text)) + text.slice(-2);
    expect(Buffer.byteLength(text)).toBe(CAP);
    const o = await expectBoundedAtCap(anchorFeed, text, 30_000);
    expect(o.code, o.out.slice(0, 500)).toBe(0);
    expect(o.out).toContain(`${n} located`);
    writeValid();
  }, 120_000);
});
