/**
 * Untrusted text (file names, quotes, notes) is made inert before it reaches a
 * terminal, Markdown or HTML: invisible and control code points become visible
 * `U+XXXX` so that a bidi override or an ANSI escape can neither hide nor act.
 */
// C0 and C1 controls, DEL, bidi controls and marks, zero-width, line/paragraph separators, BOM.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;

export function codePoint(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** One line of plain text with every invisible or control code point shown as U+XXXX. */
export function visible(text: string): string {
  return text.replace(INVISIBLE, codePoint);
}

export function hasInvisible(text: string): boolean {
  INVISIBLE.lastIndex = 0;
  const found = INVISIBLE.test(text);
  INVISIBLE.lastIndex = 0;
  return found;
}

function longestRun(text: string, ch: string): number {
  let best = 0;
  let run = 0;
  for (const c of text) {
    run = c === ch ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/** A Markdown code span that no content can close early; safe inside a table cell. */
export function mdCode(text: string): string {
  const v = visible(text).replace(/\|/g, '\\|');
  const ticks = '`'.repeat(longestRun(v, '`') + 1);
  const pad = v.startsWith('`') || v.endsWith('`') || v === '' ? ' ' : '';
  return `${ticks}${pad}${v}${pad}${ticks}`;
}

/** A fenced block that no content can close early. Lines keep their text; controls become visible. */
export function mdFence(text: string, lang = ''): string {
  const body = text
    .split('\n')
    .map((line) => visible(line))
    .join('\n');
  const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
  return `${fence}${lang}\n${body}\n${fence}`;
}

/**
 * Free text inside Markdown: no HTML, no hidden comment, no link or image, no
 * @mention ping, no issue backlink, no table break. Entities first, so that a
 * literal `&#64;` cannot decode back into a mention.
 */
export function mdText(text: string): string {
  return visible(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]()#|~!])/g, '\\$1')
    .replace(/@/g, '@\u200b');
}

/** Text for an HTML element or attribute. */
export function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
