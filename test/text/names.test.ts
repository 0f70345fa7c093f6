import { describe, expect, it } from 'vitest';
import unhomoglyph from 'unhomoglyph';
import table from 'unhomoglyph/data.json' with { type: 'json' };
import { confusableSkeleton } from '../../src/text/names.js';

describe('confusableSkeleton', () => {
  it('folds as the unhomoglyph package does: each source, its neighbours, ASCII, lone surrogates', async () => {
    const skeleton = await confusableSkeleton();
    const near = Object.keys(table).flatMap((k) => [-1, 0, 1].map((d) => k.codePointAt(0)! + d));
    const every = [...Array.from({ length: 128 }, (_, i) => i), ...near].filter((cp) => cp < 0xd800 || cp > 0xdfff);
    const text = every.map((cp) => String.fromCodePoint(cp)).join('') + '\ud835 a\udc00b \ud835\ud835\udc00';
    expect(skeleton(text)).toBe(unhomoglyph(text));
    expect(skeleton('Ѕeverity: Іow, m0re')).toBe('Severity: low, rnOre');
  });
});
