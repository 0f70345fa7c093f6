import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cpuMsSince } from '../support/cpu.js';
import { LineIndex, normalise, normalisedPast } from '../../src/review/line-index.js';
import { changedUnquotable, QUOTE_MAX_CHARS, unquotableLines } from '../../src/review/quotable.js';

/** The definition unquotableLines had before it counted: each line past the cap decoded, normalised and spread (keyed by its hash now). */
function oldUnquotable(bytes: Buffer): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of bytes.toString('latin1').split('\n')) {
    const text = Buffer.from(line, 'latin1').toString('utf8');
    const key = createHash('sha256').update(text).digest('base64');
    if ([...normalise(text)].length > QUOTE_MAX_CHARS) out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

const CAP = QUOTE_MAX_CHARS;
/** Every whitespace \s matches beyond the ASCII ones. */
const EXOTIC = ['\v', '\f', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
/** Lines whose normalised length falls just each side of the cap, or whose raw length misleads. */
const TRICKY: [name: string, line: string | Buffer][] = [
  ['only spaces', ' '.repeat(3 * CAP)],
  ['only exotic spaces', EXOTIC.join('').repeat(CAP)],
  ['exactly the cap', 'a'.repeat(CAP)],
  ['one past the cap', 'a'.repeat(CAP + 1)],
  [
    'the cap inside long runs of every kind of space',
    `${EXOTIC.join('')}${'a'.repeat(CAP / 2)}${' \t\r'.repeat(9000)}${'a'.repeat(CAP / 2 - 1)}\u3000\u2028`,
  ],
  ['one past the cap inside long runs', `\t\t${'a'.repeat(CAP / 2)}${'\u00a0\ufeff'.repeat(9000)}${'a'.repeat(CAP / 2)}\r\r`],
  ['single spaces: the cap', `${'a '.repeat(CAP / 2 - 1)}aa`],
  ['single spaces: one past', `${'a '.repeat(CAP / 2)}a`],
  ['CR-only ends: one line', `${'a\r'.repeat(CAP / 2)}a`],
  ['a pair at the cap (20,001 units)', `${'a'.repeat(CAP - 1)}😀`],
  ['pairs: the cap', '😀'.repeat(CAP)],
  ['pairs: one past', '😀'.repeat(CAP + 1)],
  ['pairs and spaces', `${'😀 '.repeat(CAP / 2 - 1)}😀😀  `],
  ['two-byte characters past the cap in bytes only', 'é'.repeat(CAP)],
  ['a BOM and a NBSP at the ends', `\ufeff${'x'.repeat(CAP)}\u00a0`],
  ['bytes not UTF-8: one U+FFFD each', Buffer.concat([Buffer.alloc(CAP, 'a'), Buffer.from([0xff])])],
  ['a cut sequence: one U+FFFD', Buffer.concat([Buffer.alloc(CAP - 1, 'a'), Buffer.from([0xf0, 0x9f, 0x98])])],
  ['a cut sequence and a byte: two U+FFFD', Buffer.concat([Buffer.alloc(CAP - 1, 'a'), Buffer.from([0xf0, 0x9f, 0x98, 0x80, 0x80])])],
  ['a surrogate encoded in UTF-8 (not valid): three U+FFFD', Buffer.concat([Buffer.alloc(CAP - 2, 'a'), Buffer.from([0xed, 0xa0, 0x80])])],
];

describe('a line too long to quote is decided without normalising it whole', () => {
  it('normalisedPast spaces every UTF-16 unit as normalise does', () => {
    const differ: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const line = `${String.fromCharCode(c)}a`;
      if (normalisedPast(line, 1) !== [...normalise(line)].length > 1) differ.push(c);
    }
    expect(differ).toEqual([]);
  });

  it('normalisedPast counts code points as [...s] does, lone surrogates one each', () => {
    for (const line of [
      '\ud800\udc00',
      '\ud800\ud800\udc00',
      '\ud800\udc00\udc00',
      '\udc00\ud800',
      'a \ud83d',
      '\ud83d \ude00',
      ' \ud83d\ude00 x ',
    ])
      for (let max = 0; max <= 5; max++)
        expect(normalisedPast(line, max), `${JSON.stringify(line)} ${max}`).toBe([...normalise(line)].length > max);
  });

  it.each(TRICKY)('unquotableLines answers as the old definition: %s', (_name, line) => {
    const bytes = typeof line === 'string' ? Buffer.from(line) : line;
    const file = Buffer.concat([Buffer.from('short\n'), bytes, Buffer.from('\n'), bytes, Buffer.from('\r\nend')]);
    expect(unquotableLines(file)).toEqual(oldUnquotable(file));
    for (let max = CAP - 2; max <= CAP + 2; max++) {
      const text = bytes.toString('utf8');
      expect(normalisedPast(text, max)).toBe([...normalise(text)].length > max);
    }
  });

  it('over seeded lines within a few code points of the cap, of words, runs of spaces and pairs', () => {
    let a = 7;
    const rand = (n: number) => ((a = (Math.imul(a, 1103515245) + 12345) >>> 0) >>> 8) % n;
    const PIECES = ['a', 'bc', '😀', 'é', ' ', '  ', '\t', '\r', ...EXOTIC];
    const seen = { long: 0, short: 0 };
    for (let k = 0; k < 60; k++) {
      const parts: string[] = [];
      // What the line normalises to, give or take its ends.
      let left = CAP - 4 + rand(8);
      let gap = false;
      while (left > 0) {
        const p = PIECES[rand(PIECES.length)]!;
        parts.push(p);
        const space = normalise(`a${p}a`) === 'a a';
        if (!space) left -= [...p].length;
        else if (!gap) left--;
        gap = space;
      }
      const file = Buffer.from(parts.join(''));
      const want = oldUnquotable(file);
      expect(unquotableLines(file), `seed line ${k}`).toEqual(want);
      seen[want.size ? 'long' : 'short']++;
    }
    expect(seen.long).toBeGreaterThan(5);
    expect(seen.short).toBeGreaterThan(5);
  });

  it('a line is known by its text decoded: bytes that decode alike are one line, as before', () => {
    const line = (...tail: number[]) => Buffer.concat([Buffer.alloc(CAP, 'a'), Buffer.from(tail), Buffer.from('\n')]);
    // U+FFFD written out, and two bytes that are not UTF-8 and read as U+FFFD.
    const [written, ff, fe] = [line(0xef, 0xbf, 0xbd), line(0xff), line(0xfe)];
    expect(changedUnquotable(unquotableLines(Buffer.concat([written, ff])), unquotableLines(Buffer.concat([fe, fe])))).toBe(0);
    expect(changedUnquotable(unquotableLines(Buffer.concat([written, ff])), unquotableLines(fe))).toBe(1);
    expect(changedUnquotable(unquotableLines(written), unquotableLines(line(0x61)))).toBe(1);
  });

  it('six 15 MiB one-line files of short words cost little CPU (each was normalised whole: 4 s and 750 MB)', () => {
    const line = `var y="${'ab 0 '.repeat(3 * 1024 * 1024)}";\n`;
    const bytes = Buffer.from(line);
    const c0 = process.cpuUsage();
    for (let i = 0; i < 6; i++) expect([...unquotableLines(bytes).values()]).toEqual([1]);
    // Decoding is native; only the first 20,000 code points are counted (23 s of CPU before).
    expect(cpuMsSince(c0)).toBeLessThan(1500);
  });

  it('a 15 MiB line that normalises short is counted whole, without building it', () => {
    const bytes = Buffer.from(`${' \t'.repeat(7 * 1024 * 1024)}x${'\u3000'.repeat(300_000)}\n`);
    const c0 = process.cpuUsage();
    expect(unquotableLines(bytes).size).toBe(0);
    expect(cpuMsSince(c0)).toBeLessThan(1500);
  });
});

describe('anchoring never normalises a line no quote can equal', () => {
  // Double spaces make the long line one normalisation changes: it was decoded and normalised whole.
  const long = `var y="${'ab  0 '.repeat(3 * 1024 * 1024)}";`;
  // A byte not UTF-8 makes a quote holding U+FFFD decode every line.
  const file = Buffer.concat([Buffer.from(`x  =  1;\n${long}\nx = 2;\n${long}\n`), Buffer.from([0xff])]);

  it('a quote beside 15 MiB lines is located in little CPU', () => {
    const c0 = process.cpuUsage();
    expect(new LineIndex(file).locateAll(['x = 1;', 'x = 1;\nvar y="ab 0', 'x = 2;', '\ufffd'])).toEqual([
      { status: 'located', start: 1, end: 1 },
      { status: 'unlocated', reason: 'no whole consecutive lines of the head version match the quote' },
      { status: 'located', start: 3, end: 3 },
      { status: 'located', start: 5, end: 5 },
    ]);
    // Each long line was normalised whole three times: 28 s of CPU.
    expect(cpuMsSince(c0)).toBeLessThan(2000);
  });

  it('a quote past the cap (NFC can make one) still meets a long line it equals', () => {
    const half = '\u0344'.repeat(CAP / 2).normalize('NFC');
    expect([...half].length).toBe(CAP);
    // Two spaces inside: not the quote's bytes, so only the decoded long lines can hold it.
    const text = `${half} ${half}`;
    const bytes = Buffer.from(`a\n\t${half}  ${half} \nb\n${text}x\n`);
    expect(new LineIndex(bytes).locateAll([text, `a\n${text}\nb`])).toEqual([
      { status: 'located', start: 2, end: 2 },
      { status: 'located', start: 1, end: 3 },
    ]);
  });
});
