import { describe, expect, it } from 'vitest';
import { LineIndex, normalise, type Anchor } from '../../src/review/line-index.js';
import { OracleLineIndex } from '../support/line-index-oracle.js';

/**
 * The matcher against the one it replaced (test/support/line-index-oracle.ts): over seeded
 * random files (CRLF, CR-only, tabs, NBSP and the other Unicode spaces, double spaces, repeated
 * lines, bytes that are not UTF-8, a BOM, lines past 20,000 characters) and quotes that stand
 * 0, 1 or many times, every answer (status, lines, candidates, counts, reason) is the same. And
 * against the obvious reading of the rules (naive below), over files whose lines are mostly
 * written with whitespace to normalise.
 */

/** mulberry32: a small seeded generator, so a failure names its case and replays. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

const WORDS = [
  'if',
  '(x)',
  '{',
  '}',
  'return',
  'a+b;',
  'foo.bar(1,',
  '2);',
  'é',
  '日本語',
  '$.*[?]',
  'x\\y',
  '|',
  '\ufffd',
  'if (x)',
  '😀',
];
const GAPS = [
  ' ',
  ' ',
  ' ',
  ' ',
  '  ',
  '\t',
  ' \t',
  '\u00a0',
  '\u2003',
  '\u3000',
  '\v',
  '\f',
  '\r',
  '\u202f',
  '\u205f',
  '\ufeff',
  '\u1680',
  '\u2028',
];
const ENDS = ['', '', '', ' ', '  ', '\t', '\r', ' \r', '\u00a0', '\u2009', '\f', '\ufeff'];
/** Bytes no UTF-8 decoder accepts as they stand: each reads as U+FFFD. */
const INVALID = [[0xff], [0xc3], [0x80], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf0, 0x9f]];

/** A line's words, as a quote normalises them (single spaces). */
const baseLine = (r: Random) => Array.from({ length: r.int(5) }, () => r.pick(WORDS)).join(' ');

/** The words with whitespace as a file or an agent may write it. */
function render(r: Random, words: string, plain: number): string {
  if (r.next() < plain) return words;
  const parts = words.split(' ');
  return r.pick(ENDS) + parts.map((p, i) => (i ? (r.next() < 0.6 ? ' ' : r.pick(GAPS)) : '') + p).join('') + r.pick(ENDS);
}

function lineBytes(r: Random, words: string, plain: number): Buffer {
  if (r.next() < 0.03) return Buffer.from(`${'x'.repeat(r.pick([20_000, 25_000]))} ${words}`);
  const text = Buffer.from(render(r, words, plain));
  if (r.next() > 0.06) return text;
  const at = r.int(text.length + 1);
  return Buffer.concat([text.subarray(0, at), Buffer.from(r.pick(INVALID)), text.subarray(at)]);
}

/** A file of lines drawn from a small pool (so quotes stand many times); `plain`: the share of lines written with single spaces. */
function makeFile(r: Random, plain = 0.5): { bytes: Buffer; lines: string[] } {
  const pool = Array.from({ length: 1 + r.int(8) }, () => baseLine(r));
  const lines = Array.from({ length: r.int(40) }, () => r.pick(pool));
  const rendered = lines.map((l) => lineBytes(r, l, plain));
  const crOnly = r.next() < 0.03;
  const parts: Buffer[] = [];
  if (r.next() < 0.1) parts.push(Buffer.from('\ufeff'));
  rendered.forEach((b, i) => {
    if (i) parts.push(Buffer.from(crOnly ? '\r' : r.next() < 0.3 ? '\r\n' : '\n'));
    parts.push(b);
  });
  if (r.next() < 0.5) parts.push(Buffer.from('\n'));
  return { bytes: Buffer.concat(parts), lines };
}

function makeQuote(r: Random, file: { bytes: Buffer; lines: string[] }): string {
  const kind = r.int(10);
  const n = file.lines.length;
  if (kind === 0 || n === 0) return r.pick(['', '  \n\t', '\ud800x', baseLine(r), `${baseLine(r)}\n${baseLine(r)}`]);
  const from = r.int(n);
  const count = Math.min(n - from, 1 + r.int(3));
  if (kind <= 2) {
    // Copied from the file's bytes as decoded: invalid bytes as U+FFFD, the whitespace as it stands.
    const decoded = file.bytes.toString('utf8').split('\n');
    return decoded.slice(from, from + count).join(r.pick(['\n', '\r\n']));
  }
  let lines = file.lines.slice(from, from + count).map((l) => render(r, l, 0.4));
  if (kind === 3) lines = lines.map((l) => (l.length > 1 ? l.slice(0, -1) : `${l}q`));
  const blank = () => (r.next() < 0.2 ? [r.pick(['', ' ', '\t'])] : []);
  return [...blank(), ...lines, ...blank()].join(r.pick(['\n', '\r\n']));
}

/** The obvious reading of the rules: every line decoded and normalised, every run of whole lines compared. */
function naive(bytes: Buffer, quote: string): Anchor {
  const lines = bytes
    .toString('latin1')
    .split('\n')
    .map((l) => normalise(Buffer.from(l, 'latin1').toString('utf8')));
  const q = quote.split('\n').map(normalise);
  while (q.length && q[0] === '') q.shift();
  while (q.length && q[q.length - 1] === '') q.pop();
  if (q.length === 0) return { status: 'unlocated', reason: 'the quote is blank' };
  const hits: { start: number; end: number }[] = [];
  if (q.every((l) => l.isWellFormed()))
    for (let i = 0; i + q.length <= lines.length; i++)
      if (q.every((l, k) => lines[i + k] === l)) hits.push({ start: i + 1, end: i + q.length });
  if (hits.length === 1) return { status: 'located', ...hits[0]! };
  if (hits.length > 1) return { status: 'ambiguous', candidates: hits.slice(0, 20), ...(hits.length > 20 ? { places: hits.length } : {}) };
  return { status: 'unlocated', reason: 'no whole consecutive lines of the head version match the quote' };
}

let tooLarge = 0;
/** The old answers; where its pattern was too large for V8 (it threw), the naive one's. */
function oracle(bytes: Buffer, quotes: string[]): Anchor[] {
  try {
    return new OracleLineIndex(Buffer.from(bytes)).locateAll(quotes);
  } catch {
    return quotes.map((q) => {
      try {
        return new OracleLineIndex(Buffer.from(bytes)).locate(q);
      } catch (e) {
        expect(String(e)).toMatch(/Regular expression too large/);
        tooLarge++;
        return naive(bytes, q);
      }
    });
  }
}

describe('the quote matcher answers as the one it replaced', () => {
  it('a quote of 20,000 CJK characters (60,000 bytes) is located: the old pattern was too large for V8 and the command failed', () => {
    const quote = '日'.repeat(20_000);
    const bytes = Buffer.from(`a\n${quote}\n`);
    expect(() => new OracleLineIndex(Buffer.from(bytes)).locate(quote)).toThrow(/Regular expression too large/);
    expect(new LineIndex(bytes).locate(quote)).toEqual({ status: 'located', start: 2, end: 2 });
  });

  it('over 600 seeded files and 4,800 quotes', () => {
    const r = generator(15);
    const seen = new Map<string, number>();
    for (let f = 0; f < 600; f++) {
      const file = makeFile(r);
      const quotes = Array.from({ length: 8 }, () => makeQuote(r, file));
      const want = oracle(file.bytes, quotes);
      const got = new LineIndex(Buffer.from(file.bytes)).locateAll(quotes);
      expect(got, `file ${f}: ${JSON.stringify(file.bytes.toString('latin1').slice(0, 400))}`).toEqual(want);
      for (const a of want) seen.set(a.status, (seen.get(a.status) ?? 0) + 1);
    }
    // The cases reach every answer, each many times.
    for (const status of ['located', 'ambiguous', 'unlocated']) expect(seen.get(status)).toBeGreaterThan(300);
    // A few long first lines only the naive reference could answer.
    expect(tooLarge).toBeLessThan(50);
  });

  it('every answer is the obvious reading of the rules, over 1,000 whitespace-heavy files of 16 quotes each', () => {
    // Many quotes a file: their places are numbered together, in one pass over the file in offset order.
    // Files this small never spend the comparison budget: every answer is the reading's.
    const r = generator(27);
    const seen = new Map<string, number>();
    for (let f = 0; f < 1000; f++) {
      const file = makeFile(r, 0.1);
      const quotes = Array.from({ length: 16 }, () => makeQuote(r, file));
      const got = new LineIndex(Buffer.from(file.bytes)).locateAll(quotes);
      quotes.forEach((quote, k) =>
        expect(got[k], `file ${f}, quote ${k}: ${JSON.stringify(quote.slice(0, 200))}`).toEqual(naive(file.bytes, quote)),
      );
      for (const a of got) seen.set(a.status, (seen.get(a.status) ?? 0) + 1);
    }
    for (const status of ['located', 'ambiguous', 'unlocated']) expect(seen.get(status)).toBeGreaterThan(3000);
  });

  it('where the comparison budget runs out, and where it just does not', () => {
    const cases: [Buffer, string[]][] = [
      [Buffer.from('x = 1;\n'.repeat(3000)), ['x = 1;\n'.repeat(1500), 'x = 1;\n'.repeat(2999), 'x = 1;', 'x = 1;\ny']],
      [Buffer.from('a b\n  a\u00a0 b\r\n'.repeat(400)), ['a b\na b\n'.repeat(200), 'a b', 'a  b\na\tb']],
      [Buffer.from(`${'z\n'.repeat(50)}${'q\n'.repeat(2000)}`), ['q\n'.repeat(1990), 'z\nq']],
    ];
    for (const [bytes, quotes] of cases)
      expect(new LineIndex(Buffer.from(bytes)).locateAll(quotes)).toEqual(new OracleLineIndex(Buffer.from(bytes)).locateAll(quotes));
  });

  it('compared by line ids (a file whose quotes cost more than its table), every answer is the same, budgets included', () => {
    const r = generator(41);
    for (let f = 0; f < 400; f++) {
      const file = makeFile(r, 0.3);
      const quotes = Array.from({ length: 16 }, () => makeQuote(r, file));
      const got = new LineIndex(Buffer.from(file.bytes), { table: true }).locateAll(quotes);
      quotes.forEach((quote, k) =>
        expect(got[k], `file ${f}, quote ${k}: ${JSON.stringify(quote.slice(0, 200))}`).toEqual(naive(file.bytes, quote)),
      );
    }
    const cases: [Buffer, string[]][] = [
      [Buffer.from('x = 1;\n'.repeat(3000)), ['x = 1;\n'.repeat(1500), 'x = 1;\n'.repeat(2999), 'x = 1;', 'x = 1;\ny']],
      [Buffer.from('a b\n  a\u00a0 b\r\n'.repeat(400)), ['a b\na b\n'.repeat(200), 'a b', 'a  b\na\tb']],
      [Buffer.from(`${'z\n'.repeat(50)}${'q\n'.repeat(2000)}`), ['q\n'.repeat(1990), 'z\nq']],
    ];
    for (const [bytes, quotes] of cases)
      expect(new LineIndex(Buffer.from(bytes), { table: true }).locateAll(quotes)).toEqual(
        new OracleLineIndex(Buffer.from(bytes)).locateAll(quotes),
      );
  });
});
