import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseStrictJson } from '../../src/text/json.js';
import { redact } from '../../src/text/redact.js';
import { LineIndex, type Anchor } from '../../src/review/line-index.js';
import { parseRawNumstat } from '../../src/git/diff.js';
import { pathProblem } from '../../src/review/paths.js';
import { compileGlobs } from '../../src/review/globs.js';
import micromatch from 'micromatch';
import { schemaErrors } from '../../src/schemas/validate.js';
import { validators } from '../../src/schemas/validators/index.js';
import findingsSchema from '../../src/schemas/review-findings.schema.json' with { type: 'json' };
import { Ajv } from 'ajv';
import formats from 'ajv-formats';
import { ProofgateError } from '../../src/text/errors.js';
import { params } from './settings.js';
import { cpuMsSince } from '../support/cpu.js';

const timeout = { timeout: 600_000 };

/**
 * The obvious implementation the fast one must agree with: normalise every line (the CR of a CRLF
 * dropped, runs of spaces and tabs (and the documented Unicode spaces) one space, ends trimmed of
 * it; a line terminator inside a line matches only itself, #636), compare every window.
 */
function naiveLocate(file: string, quote: string): Anchor {
  const norm = (l: string) =>
    (l.endsWith('\r') ? l.slice(0, -1) : l)
      .replace(/[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]+/g, ' ')
      .replace(/^ /, '')
      .replace(/ $/, '');
  const lines = file.split('\n').map(norm);
  const q = quote.split('\n').map(norm);
  while (q.length && q[0] === '') q.shift();
  while (q.length && q[q.length - 1] === '') q.pop();
  if (q.length === 0) return { status: 'unlocated', reason: 'the quote is blank' };
  const hits: { start: number; end: number }[] = [];
  for (let i = 0; i + q.length <= lines.length; i++)
    if (q.every((l, k) => lines[i + k] === l)) hits.push({ start: i + 1, end: i + q.length });
  if (hits.length === 1) return { status: 'located', ...hits[0]! };
  if (hits.length > 1) return { status: 'ambiguous', candidates: hits.slice(0, 20) };
  return { status: 'unlocated', reason: 'no whole consecutive lines of the head version match the quote' };
}

const space = fc.constantFrom(' ', '  ', '\t', ' \t', '\r', '\u00a0', '\u2000', '\u3000', '\ufeff', '');
const word = fc.constantFrom('if', '(x)', '{', '}', 'y();', 'return', 'sum', '+=', 'é', 'items[i]', '—');
const line = fc
  .array(fc.tuple(space, word), { maxLength: 6 })
  .chain((parts) => space.map((end) => parts.map(([s, w]) => s + w).join('') + end));

describe('fuzz: anchoring agrees with the naive reference on hostile whitespace', () => {
  it(
    'locate(file, quote) === naiveLocate(file, quote)',
    () => {
      fc.assert(
        fc.property(
          fc.array(line, { minLength: 1, maxLength: 30 }),
          fc.nat(),
          fc.integer({ min: 1, max: 4 }),
          fc.array(space, { maxLength: 8 }),
          (lines, at, len, noise) => {
            const file = lines.join('\n');
            const start = at % lines.length;
            // The quote: a window of the file with its whitespace redrawn.
            const quote = lines
              .slice(start, start + len)
              .map((l, i) => (noise[i] ?? '') + l.replace(/[ \t]+/g, noise[i + 1] || ' '))
              .join('\n');
            expect(new LineIndex(Buffer.from(file)).locate(quote)).toEqual(naiveLocate(file, quote));
          },
        ),
        params,
      );
    },
    timeout.timeout,
  );
});

describe('fuzz: strict JSON', () => {
  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const r = parseStrictJson(bytes);
        expect(typeof r.ok).toBe('boolean');
      }),
      params,
    );
  });
  it('accepts every JSON value without prototype keys, and refuses it with a key repeated', () => {
    const safe = fc.jsonValue().filter((v) => !/"(__proto__|constructor|prototype)"\s*:/.test(JSON.stringify(v)));
    fc.assert(
      fc.property(safe, (value) => {
        const text = JSON.stringify(value);
        const parsed = parseStrictJson(Buffer.from(text));
        expect(parsed).toEqual({ ok: true, data: JSON.parse(text) });
        const dup = `{"k":${text},"k":${text}}`;
        expect(parseStrictJson(Buffer.from(dup)).ok).toBe(false);
      }),
      params,
    );
  });
});

describe('fuzz: findings and coverage validation', () => {
  const vocab = fc.record(
    {
      id: fc.oneof(fc.string(), fc.constant('F1')),
      path: fc.oneof(fc.string(), fc.constant('src/a.js')),
      existing_code: fc.string(),
      content: fc.string(),
      category: fc.oneof(fc.string(), fc.constantFrom('correctness', 'Security', 'security ')),
      severity: fc.oneof(fc.string(), fc.constantFrom('high', 'High', 'HIGH', 'critical')),
      confidence: fc.constantFrom('high', 'medium', 'low', 'sure'),
      disposition: fc.constantFrom('confirmed', 'refuted', 'unresolved', 'open'),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  );
  it('never throws; an unknown vocabulary value is always an error, never coerced', async () => {
    await fc.assert(
      fc.asyncProperty(vocab, async (f) => {
        const errors = await schemaErrors('review-findings', {
          schema: 'bmad-plus/review-findings/1',
          scopeSha256: 'a'.repeat(64),
          findings: [f],
        });
        const known = {
          category: [
            'correctness',
            'security',
            'data-loss',
            'concurrency',
            'performance',
            'error-handling',
            'compatibility',
            'maintainability',
            'testing',
            'documentation',
          ],
          severity: ['critical', 'high', 'medium', 'low'],
          confidence: ['high', 'medium', 'low'],
          disposition: ['confirmed', 'refuted', 'unresolved'],
        } as const;
        for (const [k, allowed] of Object.entries(known)) {
          const v = (f as Record<string, unknown>)[k];
          if (v !== undefined && !(allowed as readonly string[]).includes(v as string))
            expect(errors.join('\n')).toContain(`/findings/0/${k}`);
        }
        if ('extra' in f) expect(errors.join('\n')).toContain('unknown key "extra"');
      }),
      params,
    );
  });
  it('the validator generated at build time agrees with ajv compiling the schema at run time, lengths in code points', async () => {
    const generated = (await validators['review-findings']()).default;
    // The options scripts/gen-types.mjs compiles with.
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
    formats.default(ajv, ['date-time']);
    const compiled = ajv.compile(findingsSchema);
    // Any code point (astral ones are two UTF-16 units), on both sides of rule's maxLength of 64.
    const rule = fc.string({ unit: 'binary', minLength: 30, maxLength: 70 });
    await fc.assert(
      fc.asyncProperty(vocab, fc.option(rule), (f, r) => {
        const doc = { schema: 'bmad-plus/review-findings/1', scopeSha256: 'a'.repeat(64), findings: [r === null ? f : { ...f, rule: r }] };
        expect(generated(doc)).toBe(compiled(doc));
        expect(generated.errors ?? null).toEqual(compiled.errors ?? null);
        if (r !== null && !('extra' in f))
          expect(compiled.errors?.some((e) => e.instancePath === '/findings/0/rule') ?? false).toBe([...r].length > 64);
        return Promise.resolve();
      }),
      params,
    );
  });
});

describe('fuzz: git output and paths', () => {
  const name = fc
    .string({
      unit: fc.oneof(
        fc.constantFrom('a', 'b', '/', ' ', '\n', '\t', ':', '"', '\\', '-', 'é', '\u202e', '.', 'R', '0'),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      ),
      minLength: 1,
      maxLength: 20,
    })
    .filter((s) => !s.includes('\0'));
  it('parseRawNumstat recovers every path byte for byte, renames included', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(name, fc.boolean(), name), { maxLength: 8, selector: ([p]) => p }), (entries) => {
        const oid = 'a'.repeat(40);
        const raw = entries
          .map(([p, renamed, from]) =>
            renamed ? `:100644 100644 ${oid} ${oid} R090\0${from}\0${p}\0` : `:100644 100644 ${oid} ${'b'.repeat(40)} M\0${p}\0`,
          )
          .join('');
        const num = entries.map(([p, renamed, from]) => (renamed ? `1\t2\t\0${from}\0${p}\0` : `1\t2\t${p}\0`)).join('');
        const changes = parseRawNumstat(raw + num);
        expect(changes.map((c) => c.path)).toEqual(entries.map(([p]) => p));
        expect(changes.every((c) => c.added === 1 && c.deleted === 2)).toBe(true);
      }),
      params,
    );
  });
  it('pathProblem refuses every traversal, absolute, .git and control-character path', () => {
    fc.assert(
      fc.property(name, (p) => {
        const problem = pathProblem(p);
        const segs = p.split('/');
        if (p.startsWith('/') || segs.includes('..') || segs.some((s) => s.toLowerCase() === '.git') || /[\u0000-\u001f\u202e]/.test(p))
          expect(problem).toBeDefined();
      }),
      params,
    );
  });
  it("globs match as micromatch's own matcher does, one glob at a time", () => {
    const piece = fc.constantFrom('*', '**', '?', '[ab]', '[!a]', '{a,b}', '{x,a/b}', 'a', 'b', '.', '.a', 'a.b', '/', '\\', 'é', ' ', '#');
    const glob = fc.array(piece, { minLength: 1, maxLength: 8 }).map((p) => p.join(''));
    const path = fc
      .array(fc.constantFrom('a', 'b', '.', '/', 'x', 'é', ' ', '[ab]', '{a,b}', '.a', '\\'), { maxLength: 10 })
      .map((p) => p.join(''));
    fc.assert(
      fc.property(
        fc.array(glob, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.array(path, { maxLength: 8 }),
        (globs, braces, paths) => {
          let matches: (p: string) => boolean;
          try {
            matches = compileGlobs(globs, 'fuzz', { braces });
          } catch (err) {
            expect(err).toBeInstanceOf(ProofgateError);
            return;
          }
          const opts = { dot: true, noextglob: true, nobrace: !braces, posix: false };
          const each = globs.map((g) => micromatch.matcher(g, opts));
          for (const p of [...paths, ...globs])
            expect(matches(p), `${JSON.stringify(globs)} on ${JSON.stringify(p)}`).toBe(each.some((m) => m(p)));
        },
      ),
      params,
    );
  });
  it('globs from outside: a matcher or a ProofgateError, in bounded time', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('*', '?', '(', ')', '|', '+', '@', '!', '{', '}', '.', ',', '[', ']', 'a', '/', '\\'),
          maxLength: 300,
        }),
        (glob) => {
          const c0 = process.cpuUsage();
          try {
            compileGlobs([glob], 'fuzz', { braces: true })('a/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
          } catch (err) {
            expect(err).toBeInstanceOf(ProofgateError);
          }
          expect(cpuMsSince(c0)).toBeLessThan(250);
        },
      ),
      params,
    );
  });
});

describe('fuzz: redaction', () => {
  it('never throws, is idempotent, stays fast', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
            fc.constantFrom('ghp_', 'AKIA', 'token=', 'Bearer ', '://u:', '@', '-----BEGIN RSA PRIVATE KEY-----', 'eyJ', '.'),
          ),
          maxLength: 400,
        }),
        (text) => {
          const c0 = process.cpuUsage();
          const once = redact(text);
          expect(redact(once)).toBe(once);
          expect(cpuMsSince(c0)).toBeLessThan(100);
        },
      ),
      params,
    );
  });
});
