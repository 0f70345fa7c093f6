/**
 * Markdown with fenced blocks and code spans removed: what GitHub would render as markup. As in
 * CommonMark, a backslash-escaped backtick opens no code span, and a span closes only on a run of
 * the same length.
 */
export function outsideCode(md: string): string {
  const text = md.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1\s*$/gm, '');
  let out = '';
  for (let i = 0; i < text.length;) {
    if (text[i] === '\\' && i + 1 < text.length) {
      out += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (text[i] !== '`') {
      out += text[i++];
      continue;
    }
    let run = 1;
    while (text[i + run] === '`') run++;
    const fence = '`'.repeat(run);
    let close = text.indexOf(fence, i + run);
    while (close >= 0 && (text[close + run] === '`' || text[close - 1] === '`')) close = text.indexOf(fence, close + 1);
    if (close < 0) {
      out += fence;
      i += run;
    } else i = close + run;
  }
  return out;
}

/**
 * The text a reader sees once CommonMark's backslash escapes of ASCII punctuation are undone, and
 * the code spans that keep a commit reference from becoming a link (`abc1234f`) are read as text.
 */
export function unescapeMarkdown(md: string): string {
  return md.replace(/\\([!-/:-@[-`{-~])/g, '$1').replace(/`([0-9a-f]{7,40})`/gi, '$1');
}
