// One pass for many strings (src/text/find-any.ts): the same answer as a search for each, on any
// text, strings that overlap, repeat, share their first characters or stand at either end.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIND_ANY_PREFIX, FindAny } from '../../src/text/find-any.js';

const naive = (strings: string[], text: string) => new Set(strings.filter((s) => s.length >= FIND_ANY_PREFIX && text.includes(s)));

describe('FindAny', () => {
  it('finds what a search for each string finds (small alphabet: many near misses)', () => {
    const chars = fc.constantFrom('a', 'b', 'k', '\u00e9', '\u00ff', '\n');
    const str = (min: number, max: number) => fc.array(chars, { minLength: min, maxLength: max }).map((a) => a.join(''));
    fc.assert(
      fc.property(fc.array(str(6, 14), { maxLength: 12 }), str(0, 400), (strings, filler) => {
        // Some strings planted whole, some cut short, at the start, the end and overlapping.
        const text = `${strings[0] ?? ''}${filler}${strings.slice(1, 4).join('')}${(strings[4] ?? '').slice(0, -1)}${strings[5] ?? ''}`;
        expect(new FindAny(strings).foundIn(text)).toEqual(naive(strings, text));
      }),
      { numRuns: 500 },
    );
  });

  it('a string of the exact prefix length, the whole text, and texts shorter than it', () => {
    const find = new FindAny(['12345678', 'abcdefghij', 'short']);
    expect(find.foundIn('12345678')).toEqual(new Set(['12345678']));
    expect(find.foundIn('x abcdefghij')).toEqual(new Set(['abcdefghij']));
    expect(find.foundIn('1234567')).toEqual(new Set());
    expect(find.foundIn('short and 1234567 8')).toEqual(new Set());
    expect(new FindAny([]).foundIn('12345678')).toEqual(new Set());
  });

  it('a thousand strings over a megabyte in one pass: each found where planted, none elsewhere', () => {
    const strings = Array.from({ length: 1000 }, (_, i) => `k3y-${String(i).padStart(6, '0')}-z`);
    const text = `${'x'.repeat(1 << 20)}${strings[999]}${'y'.repeat(1000)}${strings[0]}`;
    expect(new FindAny(strings).foundIn(text)).toEqual(new Set([strings[999], strings[0]]));
  });
});
