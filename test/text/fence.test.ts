// A finding's quote in a job summary, a check run or a comment is a fenced block (mdFence): it must
// read as the code it quotes, as GitHub's own cmark-gfm renders it, with nothing invisible in it.
import { describe, expect, it } from 'vitest';
import { mdFence } from '../../src/text/neutralise.js';
import { codeTexts, renderGfm } from '../support/gfm.js';

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
