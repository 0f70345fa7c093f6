// Hazard row 382: `--forbid-tester` compares names under Unicode's full case folding, so a letter
// whose fold is more than one letter (`ß` and `ẞ` are `ss`) no longer hides the forbidden name.
// Through the CLI: test/adversarial/uat-acceptance.test.ts.
import { describe, expect, it } from 'vitest';
import { nameMatcher } from '../../src/text/names.js';

const sameName = await nameMatcher();

describe('#382 names compared under full case folding', () => {
  it.each([
    ['jstrauss', 'J. Strauß'],
    ['jstrauss', 'J. STRAUẞ'],
    ['J. Strauß', 'J. STRAUẞ'],
    ['strasse', 'STRAẞE'],
    ['fiona', '\ufb01ona'],
    ['ffion', '\ufb00ion'],
    ['stan', '\ufb06an'],
    ['\u02bcnoel', '\u0149oel'],
    ['kelvin', '\u212aelvin'],
    // Alpha with iota below reads as the alpha it is drawn as, and as its capitals' ΑΙ.
    ['\u03ba\u1fb3', '\u039a\u0391\u0399'],
    ['\u03ba\u1fb3', '\u03ba\u03b1'],
  ])('#382 "%s" and "%s" read the same', (a, b) => {
    expect(sameName(a, b)).toBe(true);
    expect(sameName(b, a)).toBe(true);
  });

  it.each([
    ['jstrauss', 'J. Straub'],
    ['jstrauss', 'J. Straus'],
    ['strasse', 'strase'],
  ])('#382 "%s" and "%s" stay different people', (a, b) => expect(sameName(a, b)).toBe(false));

  it('#382 every cased character: a name reads as its capitals and its lower case (String#toUpperCase is the full mapping)', () => {
    const misread: string[] = [];
    for (let cp = 0; cp <= 0x1ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      for (const v of new Set([c.toUpperCase(), c.toLowerCase()]))
        if (v !== c && !sameName(`oc${c}at`, `oc${v}at`)) misread.push(`U+${cp.toString(16)} ${c} as ${v}`);
    }
    expect(misread).toEqual([]);
  });
});

// Hazard row 389: a symbol drawn as a letter (an enclosed or squared letter, ©, a circle, a
// regional indicator) was dropped with the punctuation, so the name read without that letter.
describe('#389 a symbol in a name stands for the letter it may be drawn as', () => {
  it.each(['🅾ctocat', 'Octo🅲at', 'Octoc🅰t', 'Oct🇴cat', 'Octo©at', 'Oct◯cat', 'Oct○cat', 'Oct⭘cat', 'Octo꜀at'])(
    '#389 "%s" reads as octocat',
    (name) => expect(sameName('octocat', name)).toBe(true),
  );
  it.each([
    ['octocat', 'Octo©'],
    ['octocat', 'Ana ★ Test'],
  ])('#389 "%s" and "%s" stay different people (a symbol stands for one letter, where one is missing)', (a, b) =>
    expect(sameName(a, b)).toBe(false),
  );
});
