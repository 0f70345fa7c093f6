import MarkdownIt from 'markdown-it';
import { fenceMask, tables } from './markdown.js';

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

/** A heading as the line reader takes one: `#`s at the margin, then whitespace (any, as `\s` reads it). */
const READER_HEADING = /^(#{1,6})\s+\S/;

/**
 * A CommonMark parser with GFM tables, block structure only (what each line is; no inline
 * parsing): linear in the report's size, where the inline pass of a parser can be quadratic.
 */
function blockParser() {
  const md = new MarkdownIt('commonmark', { html: true }).enable('table');
  md.core.ruler.disable(['inline', 'text_join']);
  return md;
}
let blocks: ReturnType<typeof blockParser> | undefined;
const pageBlocks = (text: string) => (blocks ??= blockParser()).parse(text, {});

/** Blocks whose lines the page shows as the report's text; every other line (code, HTML, a link reference definition) is none. */
const TEXT_BLOCKS = new Set(['paragraph_open', 'heading_open', 'table_open', 'hr']);

/**
 * The report as the page has it, read by a CommonMark parser with GFM tables, beside the lines
 * the line reader takes structure from: where the two part ways the report is refused, whatever
 * the spelling that made them part. A line the page does not show as text of the report (code,
 * indented or fenced, HTML, a link reference definition, whose title may run over lines the page
 * never shows) is blanked, so nothing the page hides is read. Every heading the reader sees must
 * be a heading of the same level at the margin of the page, and every heading of the page one the
 * reader sees; every table the reader reads must be a table of the page, no row wider than its
 * header (the page drops the extra cells), and every table of the page one the reader reads.
 */
export function readAsPage(text: string): { body: string } | { problem: string } {
  const shown = new Set<number>();
  const headings = new Map<number, { depth: number; nested: boolean }>();
  const pageTables = new Set<number>();
  for (const token of pageBlocks(text)) {
    if (!token.map || !TEXT_BLOCKS.has(token.type)) continue;
    for (let line = token.map[0]; line < token.map[1]; line++) shown.add(line);
    if (token.type === 'heading_open') headings.set(token.map[0], { depth: Number(token.tag.slice(1)), nested: token.level > 0 });
    if (token.type === 'table_open') pageTables.add(token.map[0] + 1);
  }
  const lines = text.split('\n').map((line, i) => (shown.has(i) ? line : ''));
  for (let i = 0; i < lines.length; i++) {
    const where = `line ${i + 1}`;
    const reader = READER_HEADING.exec(lines[i]!);
    const page = headings.get(i);
    if (reader && !page)
      return { problem: `${where} reads as a heading to a line reader but the page shows it as text: write headings as "## Title"` };
    if (page && !reader)
      return {
        problem: `${where} is a heading on the page that a line reader does not see as one: write headings as "## Title" at the margin`,
      };
    if (page?.nested) return { problem: `${where} is a heading inside a list or a quote: write headings at the margin` };
    if (reader && page && reader[1]!.length !== page.depth)
      return { problem: `${where} is a level-${page.depth} heading on the page, read otherwise by a line reader: write it plainly` };
  }
  const body = lines.join('\n');
  const readerTables = tables(body);
  for (const t of readerTables) {
    if (!pageTables.has(t.line))
      return { problem: `line ${t.line} reads as a table to a line reader but not on the page: give the separator row the header's cells` };
    const wide = t.rows.find((r) => r.cells.length > t.header.length);
    if (wide) return { problem: `line ${wide.line} has more cells than its header: the page drops the extra ones` };
  }
  const read = new Set(readerTables.map((t) => t.line));
  const unread = [...pageTables].find((line) => !read.has(line));
  if (unread !== undefined) return { problem: `line ${unread} starts a table without a leading pipe: start every row with "|"` };
  return { body };
}
