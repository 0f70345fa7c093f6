// What a review starts from, at the command boundary: a tampered scope.json
// (review gate, review anchor) and git output with hostile file names (review
// scope on a real repository). See docs/review-scope.md and docs/review-gate.md.
// _bmad/review-rules.yaml is in review-rules.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../../src/text/hash.js';
import { scopeHash } from '../../src/review/seal.js';
import { commitAll, emptyRepo, makeCartRepo } from '../support/repo.js';
import { folderOf } from '../support/review.js';
import { documented, expectBoundary, expectBoundedAtCap, feeder, run, type Feed } from './boundary.js';
import { hostileJson, readBack, strictBreakers } from './mutate.js';
import { breachParams, gitParams, LONG, params, RUNS } from './settings.js';

const ID = 'fz';

describe('fuzz at the boundary: scope.json', () => {
  let repo: string;
  let sealed: Record<string, any>;
  const file = (name: string) => join(folderOf(repo, ID), name);
  /** Complete evidence for whatever hash the scope now carries: only the scope can keep the gate from clean. */
  const writeEvidence = (hash: string) => {
    writeFileSync(
      file('coverage.json'),
      JSON.stringify({ schema: 'bmad-plus/review-coverage/1', scopeSha256: hash, items: [{ path: 'src/cart.js', outcome: 'completed' }] }),
    );
    writeFileSync(file('findings.json'), JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: hash, findings: [] }));
  };
  let gate: Feed;
  let anchor: Feed;
  beforeAll(async () => {
    repo = makeCartRepo();
    expect((await run(repo, ['review', 'scope', ID])).code).toBe(0);
    sealed = JSON.parse(readFileSync(file('scope.json'), 'utf8'));
    gate = feeder(repo, file('scope.json'), ['review', 'gate', ID], documented('review', 'gate'));
    anchor = feeder(repo, file('scope.json'), ['review', 'anchor', ID], documented('review', 'anchor'));
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  /** What the seal covers: everything but id, scopeSha256 and request (docs/review-scope.md, the seal). */
  const sealedPart = (s: any) => {
    if (!s || typeof s !== 'object' || Array.isArray(s)) return s;
    const { id: _i, scopeSha256: _h, request: _r, ...rest } = s;
    return rest;
  };
  const canonical = (v: unknown) => {
    try {
      return canonicalJson(v);
    } catch {
      return undefined; // a fraction or a huge number: never what was sealed
    }
  };
  const unchanged = (s: any) =>
    s !== undefined && s?.scopeSha256 === sealed.scopeSha256 && canonical(sealedPart(s)) === canonical(sealedPart(sealed));

  it(
    'tampered: gate and anchor stop with exit 3 whenever the sealed content changed',
    async () => {
      writeEvidence(sealed.scopeSha256);
      expect((await gate(JSON.stringify(sealed))).code).toBe(0);
      await fc.assert(
        fc.asyncProperty(hostileJson(sealed), async (bytes) => {
          const g = await gate(bytes);
          const a = await anchor(bytes);
          if (!unchanged(readBack(bytes))) {
            expect(g.code).toBe(3);
            expect(a.code).toBe(3);
          }
        }),
        gitParams,
      );
    },
    LONG,
  );

  it(
    'tampered and sealed again (the hash recomputed): no crash, and clean only when it is exactly what git gives',
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileJson(sealed), async (bytes) => {
          const doc = readBack(bytes);
          let hash = 'f'.repeat(64);
          // Reseal what can be hashed and written back (not a fraction, not 20,000 levels deep anywhere).
          if (doc && typeof doc === 'object' && !Array.isArray(doc) && canonical(doc) !== undefined) {
            hash = scopeHash(doc);
            doc.scopeSha256 = hash;
            bytes = Buffer.from(JSON.stringify(doc));
          }
          writeEvidence(hash);
          const o = await gate(bytes);
          // The gate derives the scope again from git: a resealed scope passes only if nothing sealed changed.
          if (o.code === 0) expect(canonical(sealedPart(doc)), o.out).toBe(canonical(sealedPart(sealed)));
        }),
        gitParams,
      );
    },
    LONG,
  );

  it(
    'breached by construction (BOM, prototype key, duplicate key, lone surrogate, depth, cut): exit 3',
    async () => {
      writeEvidence(sealed.scopeSha256);
      await fc.assert(
        fc.asyncProperty(strictBreakers, async (b) => {
          const bytes = b.apply(sealed);
          expect((await gate(bytes)).code, b.why).toBe(3);
          expect((await anchor(bytes)).code, b.why).toBe(3);
        }),
        breachParams,
      );
    },
    LONG,
  );

  it('at the 64 MiB cap: one byte over is refused by its size (exit 3) without reading it', async () => {
    const o = await expectBoundedAtCap(gate, Buffer.alloc(64 * 1024 * 1024 + 1, 0x20), 5000);
    expect(o.code).toBe(3);
    expect(o.err.join('\n')).toContain('the limit is 67108864');
  }, 120_000);
});

describe('fuzz at the boundary: git output with hostile file names (review scope)', () => {
  // One real repository per case is slow, so fewer cases; each holds several hostile names.
  const unit = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        'a',
        'B',
        '0',
        ' ',
        '-',
        ':',
        '"',
        "'",
        '\\',
        '\t',
        '\n',
        '\r',
        '*',
        '?',
        '[',
        ']',
        '{',
        '}',
        '!',
        '#',
        '$',
        '`',
        '|',
        ';',
        '&',
        '<',
        '>',
        '~',
        '=',
        '@',
        '%',
        '.',
        ',',
        '^',
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom('é', 'ß', '日本', '\u202e', '\u200b', '\u00a0', '\ufeff', '😀', '\u001b', '\u007f', 'ﬁ', 'e\u0301'),
    },
    { weight: 1, arbitrary: fc.constantFrom('.env', 'id_rsa', 'package-lock.json', '.min.js', '.map', 'credentials', '.pem') },
  );
  const name = fc
    .string({ unit, minLength: 1, maxLength: 12 })
    .filter((n) => !n.includes('\0') && Buffer.byteLength(n) <= 200 && n !== '.' && n !== '..' && !n.toLowerCase().startsWith('.git'));
  const names = fc.uniqueArray(name, { minLength: 1, maxLength: 12 });

  it(
    'review scope: every name once in files or excluded, byte-sorted, the same hash twice',
    async () => {
      await fc.assert(
        fc.asyncProperty(names, fc.boolean(), async (list, inDir) => {
          const repo = emptyRepo('proofgate-fuzz-names-');
          try {
            writeFileSync(join(repo, 'README.md'), 'base\n');
            commitAll(repo, 'base');
            const dir = inDir ? 'd ir' : '';
            if (dir) mkdirSync(join(repo, dir));
            const paths = list.map((n) => (dir ? `${dir}/${n}` : n));
            for (const p of paths) writeFileSync(join(repo, p), `content of ${JSON.stringify(p)}\n`);
            commitAll(repo, 'hostile names');
            const first = await run(repo, ['review', 'scope', ID]);
            expectBoundary(first, documented('review', 'scope'), 10_000);
            expect(first.code, first.err.join('\n')).toBe(0);
            const scopeDoc = JSON.parse(readFileSync(join(folderOf(repo, ID), 'scope.json'), 'utf8'));
            const listed = [...scopeDoc.files.map((f: any) => f.path), ...scopeDoc.excluded.map((e: any) => e.path)];
            expect([...listed].sort()).toEqual([...paths].sort());
            const bytes = (xs: string[]) => xs.map((x) => Buffer.from(x));
            for (const part of [scopeDoc.files.map((f: any) => f.path), scopeDoc.excluded.map((e: any) => e.path)]) {
              const sorted = bytes(part)
                .sort((a, b) => Buffer.compare(a, b))
                .map((b) => b.toString());
              expect(part).toEqual(sorted);
            }
            const again = await run(repo, ['review', 'scope', ID]);
            expect(again.code).toBe(0);
            expect(JSON.parse(readFileSync(join(folderOf(repo, ID), 'scope.json'), 'utf8')).scopeSha256).toBe(scopeDoc.scopeSha256);
          } finally {
            rmSync(repo, { recursive: true, force: true });
          }
        }),
        { ...params, numRuns: Math.min(Math.ceil(RUNS / 20), 50) },
      );
    },
    LONG,
  );
});
