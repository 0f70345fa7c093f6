// A finding in a job summary, a check run or a comment: its quote is a fenced block (mdFence) that
// reads as the code it quotes, and its prose (mdLines) keeps the lines an agent wrote, as GitHub's
// own cmark-gfm renders them, with nothing invisible and no block markup of the text's own.
import { describe, expect, it } from 'vitest';
import { mdCellLines, mdFence, mdLabelled, mdLines, mdProse } from '../../src/text/neutralise.js';
import { BLOCK_STARTS, blockTags, codeTexts, linksAndImages, renderGfm } from '../support/gfm.js';

const shown = (text: string) => codeTexts(renderGfm(mdFence(text)));

describe('a quote in a fenced block', () => {
  it("keeps tabs (Go's and a Makefile's indentation) rather than writing U+0009", () => {
    expect(shown('\tif err != nil {\n\t\treturn err\n\t}')).toEqual(['\tif err != nil {\n\t\treturn err\n\t}']);
    expect(shown('install:\n\t$(MAKE) -C src install')).toEqual(['install:\n\t$(MAKE) -C src install']);
  });

  it('ends CRLF lines as lines, and still shows a lone CR, an escape and a bidi override', () => {
    expect(shown('a = 1\r\nb = 2\r\n')).toEqual(['a = 1\nb = 2\n']);
    expect(shown('x\ry \u001b[31m \u202e')).toEqual(['xU+000Dy U+001B[31m U+202E']);
  });

  it('a tab cannot close the fence or start an indented one inside it', () => {
    const html = renderGfm(`${mdFence('\t```\n   ```\nafter')}\n\n**outside**`);
    expect(codeTexts(html)).toEqual(['\t```\n   ```\nafter']);
    expect(html).toContain('<strong>outside</strong>');
  });
});

describe('the prose of a finding, over several lines', () => {
  it('shows its lines as lines, not U+000A, and a blank line as one break between paragraphs', () => {
    expect(renderGfm(mdLines('First line.\nSecond line.')).trim()).toBe('<p>First line.<br>Second line.</p>');
    expect(mdLines('\n  \nOne.\r\n\n\n\t\nTwo.\n\n')).toBe('One.<br><br>Two.');
    expect(mdLines('a\tb')).toBe('a b');
  });

  it('a line can start no block: every block start after a line end stays text in one paragraph', () => {
    for (const start of BLOCK_STARTS) {
      const html = renderGfm(`**Evidence.** ${mdLines(`It reads:\n${start}\nand goes on.`)}\n\n**after**`);
      expect(blockTags(html), start).toEqual(['p', 'p']);
      expect(html, start).toContain('<strong>after</strong>');
    }
  });

  it('a link, an image or a mention on a later line is as inert as on the first', () => {
    const html = renderGfm(
      mdLines('See below.\n[click](https://evil.example/x) ![i](https://evil.example/i.png) @acme/owners <img src=x>'),
    );
    expect(linksAndImages(html)).toEqual([]);
    expect(html).not.toMatch(/<img\b|<a\b/i);
  });
});

describe("a tester's note over several lines, in a table cell", () => {
  it('keeps its lines in its own cell: the row, its pipes and the rows after it stay as they are', () => {
    const note = 'Checkout failed.\n| injected | row |\n- then this\n\nSteps: `a | b`';
    const html = renderGfm(`| expect | note |\n| --- | --- |\n| x | ${mdCellLines(note)} |\n| y | z |\n`);
    expect(blockTags(html).filter((t) => t === 'tr' || t === 'td')).toEqual(['tr', 'tr', 'td', 'td', 'tr', 'td', 'td']);
    expect(html).toContain('<td>Checkout failed.<br>| injected | row |<br>- then this<br><br>Steps: <code>a | b</code></td>');
  });
});

describe('a fenced block an agent writes in its prose (a fix giving the lines to write)', () => {
  it('is shown as code between the paragraphs, the label leading the first one or standing above the code', () => {
    const fix = 'Use:\n```js\nif (n <= items.length)\n\treturn total;\n```\nthen done.';
    expect(renderGfm(mdLabelled('**Fix.**', fix))).toBe(
      '<p><strong>Fix.</strong> Use:</p>\n<pre><code class="language-js">if (n &lt;= items.length)\n\treturn total;\n</code></pre>\n<p>then done.</p>\n',
    );
    expect(renderGfm(mdLabelled('**Fix.**', '~~~\nx = 1\n~~~'))).toBe('<p><strong>Fix.</strong></p>\n<pre><code>x = 1\n</code></pre>\n');
  });

  it('runs to the end when never closed, and only a fence of its own kind and length closes it', () => {
    expect(codeTexts(renderGfm(mdProse('A:\n````\n```\n~~~~\nstill code')))).toEqual(['```\n~~~~\nstill code']);
    expect(codeTexts(renderGfm(`${mdProse('```\nopen')}\n\n**after**`))).toEqual(['open']);
    // A tilde fence's info string may hold a backtick (CommonMark): still a block, its info dropped.
    expect(renderGfm(mdProse('~~~ a`b\ncode\n~~~'))).toBe('<pre><code>code\n</code></pre>\n');
  });

  it('keeps an info string only when it names a language, and what the block holds stays code', () => {
    const html = renderGfm(
      `${mdProse('```js" onmouseover="alert(1)\n<img src=x onerror=alert(1)> [a](https://evil.example) @acme/owners\n```')}\n\n**after**`,
    );
    expect(html).toContain('<pre><code>&lt;img src=x onerror=alert(1)&gt; [a](https://evil.example) @acme/owners\n</code></pre>');
    expect(linksAndImages(html)).toEqual([]);
    expect(html).toContain('<strong>after</strong>');
  });

  it('#398 keeps a language GitHub only colours, never one it acts on (suggestion) or draws (math, Mermaid, maps, models), in any case', () => {
    for (const lang of ['suggestion', 'math', 'Mermaid', 'GEOJSON', 'topojson', 'stl', 'plantuml', 'Suggestion']) {
      const html = renderGfm(mdProse(`Apply:\n\`\`\`${lang}\nx = 1\n\`\`\``));
      expect(html, lang).toContain('<pre><code>x = 1\n</code></pre>');
    }
    expect(renderGfm(mdProse('```TypeScript\nlet x = 1;\n```'))).toContain('<code class="language-typescript">');
    expect(renderGfm(mdLabelled('**Fix.**', '```c#\nint x;\n```'))).toContain('<code class="language-c#">');
  });

  it('the text around the blocks starts no block of its own', () => {
    for (const start of BLOCK_STARTS.filter((b) => !/^(```|~~~)/.test(b))) {
      const html = renderGfm(`${mdLabelled('**Fix.**', `It reads:\n${start}\n\`\`\`\ncode\n\`\`\`\n${start}`)}\n\n**after**`);
      expect(blockTags(html), start).toEqual(['p', 'pre', 'p', 'p']);
    }
  });
});
