// A cut never turns neutralised Markdown back into Markdown that acts: wherever the byte limit
// falls, what was inside a code span (a link, raw HTML, a mention) stays code or is left out.
import { describe, expect, it } from 'vitest';
import { afterCutWord, CUT_WORD_MAX, fitBytes, openCodeSpan, openFence } from '../../src/text/truncate.js';
import { mdCellCode, mdFence, mdText } from '../../src/text/neutralise.js';
import { linksAndImages, renderGfm } from '../support/gfm.js';

const ACTIVE = '@acme/owners <img src=https://evil.example/p.png> [click](https://evil.example/x) `tick` ``two``';

describe('openCodeSpan', () => {
  it('finds the first run of backticks no run of the same length closes', () => {
    expect(openCodeSpan('a `b` c')).toBe(-1);
    expect(openCodeSpan('a `b c')).toBe(2);
    expect(openCodeSpan('a ``b ` c`` d ``e')).toBe(14);
    expect(openCodeSpan('a \\`b')).toBe(-1);
    expect(openCodeSpan('`\\` x')).toBe(-1);
    expect(openCodeSpan('x ``` y ``')).toBe(2);
  });
});

describe('fitBytes over neutralised Markdown', () => {
  it('at every cut through the spans, nothing renders as a link, an image or a mention', () => {
    const prose = mdText(`${'🙂'.repeat(40)} ${ACTIVE} tail ${ACTIVE}`);
    const table = `| finding | where |\n| --- | --- |\n| ${mdText(ACTIVE)} | ${mdCellCode('src/a|b.js')} |`;
    const docs: string[] = [];
    for (const text of [prose, table, `${prose}\n${prose}`])
      for (let max = 60; max < Buffer.byteLength(text) + 60; max += 3) docs.push(fitBytes(text, max, 'characters', ''));
    const html = renderGfm(docs.join('\n\n* * *\n\n'));
    expect(linksAndImages(html)).toEqual([]);
    expect(html).not.toMatch(/<img\b|<a\b/i);
    expect(html.replace(/<code>[\s\S]*?<\/code>/g, '')).not.toContain('@acme');
  });

  it('keeps the text whole when it fits, and counts what a cut left out', () => {
    const text = mdText(`${'x'.repeat(100)} ${ACTIVE}`);
    expect(fitBytes(text, 10_000)).toBe(text);
    const cut = fitBytes(text, 140, 'characters', '');
    const kept = cut.slice(0, cut.indexOf('\n\n… '));
    expect(openCodeSpan(kept)).toBe(-1);
    expect(cut).toBe(`${kept}\n\n… ${[...text].length - [...kept].length} characters omitted`);
  });
});

describe('openFence', () => {
  it('finds the fence a text leaves open: backticks or tildes, closed only by as many of the same', () => {
    expect(openFence('a\n```js\nx')).toBe('```');
    expect(openFence('a\n```js\nx\n```')).toBe('');
    expect(openFence('````\n```\nx')).toBe('````');
    expect(openFence('~~~\n```\n')).toBe('~~~');
    expect(openFence('``` not a fence ```\nx')).toBe('');
    expect(openFence('   ```\nx\n``` trailing')).toBe('```');
  });
});

describe('fitBytes over fenced blocks', () => {
  it('at every cut, no fence is left open: the note, and whatever follows, is never code', () => {
    const doc = ['intro', mdFence('a\n```\nb\n'.repeat(3), 'text'), 'between', '~~~~\ncode ~~~\n~~~~', `end ${'x'.repeat(50)}`].join(
      '\n\n',
    );
    for (let max = 40; max < Buffer.byteLength(doc); max++) {
      const cut = fitBytes(doc, max, 'characters', '');
      expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(max);
      expect(openFence(cut), cut).toBe('');
      expect(renderGfm(cut), cut).toMatch(/<p>… \d+ characters omitted<\/p>\n$/);
    }
  });
});

describe('afterCutWord', () => {
  it('drops the word a cut went through: up to the first white space, or CUT_WORD_MAX characters', () => {
    expect(afterCutWord('p_R4nd0mqqq rest of it\nmore')).toBe('rest of it\nmore');
    expect(afterCutWord('only-one-word')).toBe('');
    const long = 'a'.repeat(CUT_WORD_MAX + 10);
    expect(afterCutWord(long)).toBe('a'.repeat(10));
    // Never half a character: a surrogate pair at the cut goes whole.
    expect(afterCutWord(`${'a'.repeat(CUT_WORD_MAX - 1)}🙂b`)).toBe('b');
  });
});
