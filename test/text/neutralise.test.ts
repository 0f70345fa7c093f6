import { describe, expect, it } from 'vitest';
import { codePoint, logLine, mdCellCode, mdCode, mdText, plainText, visible } from '../../src/text/neutralise.js';
import { shownName } from '../../src/text/list.js';
import { hasBlank } from '../../src/text/words.js';

/** Every code point that draws nothing on its own but is no control: Unicode's default ignorables and the blanks U+2800, U+1D159. */
const drawnAsNothing: string[] = [];
for (let cp = 0x80; cp <= 0xeffff; cp++) {
  const ch = String.fromCodePoint(cp);
  if (/^[\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]$/u.test(ch)) drawnAsNothing.push(ch);
}

describe('#627 one set of what draws nothing, for every sink', () => {
  it('#627 every default ignorable and blank is U+XXXX in visible, plainText, logLine, mdCode, mdCellCode, mdText and shownName, and a blank to hasBlank', () => {
    expect(drawnAsNothing.length).toBeGreaterThan(4000);
    for (const ch of drawnAsNothing) {
      const shown = `a${codePoint(ch)}b`;
      for (const [sink, show] of Object.entries({ visible, plainText, logLine, shownName }))
        expect(show(`a${ch}b`), `${sink} ${codePoint(ch)}`).toBe(shown);
      for (const [sink, show] of Object.entries({ mdCode, mdCellCode, mdText }))
        expect(show(`a${ch}b`), `${sink} ${codePoint(ch)}`).not.toContain(ch);
      expect(hasBlank(ch), codePoint(ch)).toBe(true);
    }
  });

  it('#627 what draws is kept: letters, spaces, tabs in plain text, an emoji without its selector', () => {
    expect(visible('logo.png ✔ ok')).toBe('logo.png ✔ ok');
    expect(plainText('a\tb\nc')).toBe('a\tb\nc');
    expect(visible('✔\ufe0f')).toBe('✔U+FE0F');
  });
});
