import { fenceMask } from './markdown.js';

/**
 * The report is read line by line; GitHub renders it as GFM. Where the two could disagree, the
 * report is refused, so that what is scored is what the page shows: raw HTML (a comment hides its
 * text, `<h2>` is a heading the reader does not see as one, a `<div>` turns a fence line into
 * HTML), character references (`&#67;ritical`, `**Severity**&#58;`), setext headings (a line of
 * `=` or `-` under text), headings indented or followed by a tab, and fences indented (a list item
 * closes them where the reader would not) or never closed. Code spans and fenced blocks are
 * quotes, not report text: what they hold is not looked at.
 */
export function pageReadingProblem(text: string): string | undefined {
  const lines = text.split('\n');
  const fenced = fenceMask(lines);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const where = `line ${i + 1}`;
    const fence = /^( {0,3})(`{3,}|~{3,})/.exec(line);
    if (fence && fenced[i] && fence[1])
      return `${where} indents a code fence: a list item or an HTML block around it ends it where a line reader would not; start fences at the margin`;
    if (fenced[i]) continue;
    const prose = line.replace(/(`+)[^`]*?\1/g, '');
    if (/<[A-Za-z/!?]/.test(prose))
      return `${where} holds HTML (${JSON.stringify(prose.slice(prose.search(/<[A-Za-z/!?]/)).slice(0, 24))}): the page hides or reshapes it, so write the report in Markdown only`;
    if (/&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i.test(prose))
      return `${where} holds a character reference (&…;): the page shows another character than the text; write the character itself`;
    if (/^ {1,3}#{1,6}(?:\s|$)/.test(line) || /^#{1,6}\t/.test(line))
      return `${where} is a heading indented or followed by a tab: write it as "## Title" at the margin`;
    const previous = lines[i - 1] ?? '';
    if (
      /^ {0,3}(?:=+|-+)[ \t]*$/.test(line) &&
      i > 0 &&
      !fenced[i - 1] &&
      previous.trim() !== '' &&
      !previous.includes('|') &&
      !/^\s*(?:[-*+]|\d+[.)])\s/.test(previous) &&
      !/^ {0,3}#/.test(previous)
    )
      return `${where} underlines the line above as a heading (setext): write headings as "## Title"`;
  }
  // A fence still open at the end: a line reader hides the rest, the page may not (a container ends it).
  const last = lines.length - 1;
  if (last >= 0 && fenced[last]) {
    let opener = last;
    while (opener > 0 && fenced[opener - 1]) opener--;
    if (opener === last || !/^ {0,3}(`{3,}|~{3,})\s*$/.test(lines[last]!))
      return `line ${opener + 1} opens a code fence that never closes: close it`;
  }
  return undefined;
}
