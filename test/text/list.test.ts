import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'yaml';
import { jsonQuotedName, shownName, shownSpellings, writableAsIs, writtenName, yamlQuotedName } from '../../src/text/list.js';
import { codePoint, mdCode, visible } from '../../src/text/neutralise.js';

describe('yamlQuotedName: a name a person copies into a workflow input', () => {
  it('reads back as the same name in YAML, in printable ASCII that no neutralising changes (any string, lone surrogates too)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme-composite' })), (name) => {
        const quoted = yamlQuotedName(name);
        expect(quoted).toMatch(/^"[\x20-\x7e]*"$/);
        expect(visible(quoted)).toBe(quoted);
        expect(parse(`acknowledge: ${quoted}\n`)).toEqual({ acknowledge: name });
      }),
      { numRuns: 2000, seed: 20261205 },
    );
    expect(yamlQuotedName('src/cafe\u0301.js')).toBe('"src/cafe\\u0301.js"');
    expect(yamlQuotedName('a\u{1d165}"\\')).toBe('"a\\U0001d165\\"\\\\"');
  });
});

describe('#457 a name that holds what an escape looks like', () => {
  it('#457 a literal U+ and four hex digits, in either case, shows its + as U+002B; the invisible code point shows as itself', () => {
    expect(shownName('src/xU+200B.bin')).toBe('src/xUU+002B200B.bin');
    expect(shownName('src/xU+200b.bin')).toBe('src/xUU+002B200b.bin');
    expect(shownName('src/x\u200b.bin')).toBe('src/xU+200B.bin');
    expect(shownName('src/u+200b.bin')).toBe('src/u+200b.bin');
  });
});

describe('jsonQuotedName and writtenName: a name an action input line holds exactly', () => {
  it('reads back as the same name, trimmed or not, in printable ASCII (any string, lone surrogates too)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme-composite' })), (name) => {
        const line = jsonQuotedName(name);
        expect(line).toMatch(/^"[\x20-\x7e]*"$/);
        expect(writtenName(line.trim())).toBe(name);
      }),
      { numRuns: 2000, seed: 20261205 },
    );
    expect(writtenName('src/cart.js')).toBe('src/cart.js');
    expect(writtenName('"src/a" "b"')).toBe('"src/a" "b"');
    expect(['src/logo.png ', 'a.js\r', 'a\nb', '"x.js"', ' b'].filter(writableAsIs)).toEqual([]);
    expect(['src/tab\there.bin', 'src/é.bin', '"a" "b"'].every(writableAsIs)).toBe(true);
  });
});

describe('#648 shownName: spaces that draw like another name', () => {
  it('#648 shows every space but U+0020 as U+XXXX, and a U+0020 at an end of the name or a folder as U+0020', () => {
    expect(shownName('a\u00a0b.js')).toBe('aU+00A0b.js');
    expect(shownName('guard.js\u3000')).toBe('guard.jsU+3000');
    expect(shownName('guard.js ')).toBe('guard.jsU+0020');
    expect(shownName(' dir /x.js')).toBe('U+0020dirU+0020/x.js');
    expect(shownName('a b.js')).toBe('a b.js');
    // Every Unicode space (Zs) but U+0020 is shown.
    for (let cp = 0; cp <= 0xffff; cp++) {
      const ch = String.fromCodePoint(cp);
      if (/\p{Zs}/u.test(ch) && ch !== ' ') expect(shownName(`a${ch}b`)).toBe(`a${codePoint(ch)}b`);
    }
    expect(shownSpellings(['guard.js', 'guard.js ', 'guard.js\u3000']).get('guard.jsU+0020')).toEqual(['guard.js ']);
    expect(mdCode('x\u00a0=\u00a01')).toBe('`xU+00A0=U+00A01`');
  });
});

describe('#685 shownName: right-to-left letters and digits shown as U+XXXX, so a name draws in the order it is written', () => {
  // Unicode's right-to-left blocks (bidi classes R, AL, and the Arabic digits, AN).
  const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
  it.each([
    ['lib/\u05d0\u05d1/12/x.js', 'lib/12/\u05d0\u05d1/x.js'],
    ['a/\u0627\u0644/1/b.js', 'a/1/\u0627\u0644/b.js'],
    ['\u05d0-1-\u05d1.js', '\u05d1-1-\u05d0.js'],
    ['x/\u0661\u0662/y.js', 'x/\u0662\u0661/y.js'],
    ['d/\u{10900}\u{10901}/2.js', 'd/2/\u{10900}\u{10901}.js'],
    ['e/\u{1e900}/3/f.js', 'e/3/\u{1e900}/f.js'],
    ['g/\ufb2a/4.js', 'g/4/\ufb2a.js'],
  ])('#685 "%s" and "%s" are shown apart, with no right-to-left character left', (a, b) => {
    expect(shownName(a)).not.toBe(shownName(b));
    for (const n of [a, b]) expect(shownName(n)).not.toMatch(RIGHT_TO_LEFT);
  });
  it('#685 the Hebrew name is spelled by its code points, and shownSpellings maps the spelling back', () => {
    expect(shownName('lib/\u05d0\u05d1/12/x.js')).toBe('lib/U+05D0U+05D1/12/x.js');
    expect(shownSpellings(['lib/\u05d0\u05d1/12/x.js', 'src/a.js']).get('lib/U+05D0U+05D1/12/x.js')).toEqual(['lib/\u05d0\u05d1/12/x.js']);
    expect(shownName('src/caf\u00e9.js')).toBe('src/caf\u00e9.js');
  });
});
