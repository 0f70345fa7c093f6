import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { fenceMask, tables } from './markdown.js';
import { quoted } from '../text/redact.js';
import { drawnLanguage, mathAt } from './drawn.js';

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
    if (VT_FF.test(line))
      return `${where} holds a vertical tab or form feed: GitHub reads it as a space where a line reader does not (a table's row or separator); write spaces`;
    // eslint-disable-next-line proofgate/no-trailing-run -- linear (#637): anchored at `^`; each repeat ends at a required `>` the last `[ \t]*` cannot take, so a failed `$` backs off one repeat at a time (1 MB: 16 ms)
    if (BLANK_TO_ONE.test(line) && !/^(?:[ \t]*>)*[ \t]*$/.test(line))
      return `${where} holds only a Unicode space or an invisible character: blank to a line reader, not to GitHub (a table goes on through it); leave it empty`;
    const fence = /^( {0,3})(`{3,}|~{3,})/.exec(line);
    if (fence && fenced[i] && fence[1])
      return `${where} indents a code fence: a list item or an HTML block around it ends it where a line reader would not; start fences at the margin`;
    if (fenced[i]) continue;
    if (CONTAINER_PREFIX.exec(line)![0].includes('\t') && !/^[ \t>]*$/.test(line))
      return `${where} has a tab before its text (at its start, or after a quote or list marker): GitHub and a line reader count its width differently there (code to one, text to the other); indent with spaces`;
    if (line.includes('|') && SPACE_BY_PIPE.test(line))
      return `${where} has a Unicode space (a no-break or ideographic space) at a table cell's edge: GitHub and a line reader trim cells differently; write plain spaces`;
    const prose = withoutCodeSpans(line);
    if (/<[A-Za-z/!?]/.test(prose))
      return `${where} holds HTML (${quoted(prose.slice(prose.search(/<[A-Za-z/!?]/)), 24)}): the page hides or reshapes it, so write the report in Markdown only`;
    if (CHARACTER_REFERENCE.test(prose))
      return `${where} holds a character reference (&…;): the page shows another character than the text; write the character itself`;
    if (/^ {1,3}#{1,6}(?:\s|$)/.test(line) || /^#{1,6}\t/.test(line))
      return `${where} is a heading indented or followed by a tab: write it as "## Title" at the margin`;
    // A line of only `=` or `-` (quote markers aside) under a line of text, whatever that line holds
    // (a pipe too: `| text |` then `---` is a heading to GitHub, a one-column table to a line
    // reader): a setext heading to one reader, a rule, a table or text to another. Only a list
    // item's line above a rule at the margin (the rule ends the list) and a "#" heading are let be.
    const previous = (lines[i - 1] ?? '').replace(/^(?:[ \t]*> ?)*/, '');
    const under = line.replace(/^(?:[ \t]*> ?)*/, '');
    if (
      /^ {0,3}(?:=+|-+)[ \t]*$/.test(under) &&
      i > 0 &&
      !fenced[i - 1] &&
      previous.trim() !== '' &&
      !(/^[=-]/.test(under) && /^\s*(?:[-*+]|\d+[.)])\s/.test(previous)) &&
      !/^ {0,3}#/.test(previous)
    )
      return `${where} underlines the line above as a heading (setext) on GitHub: write headings as "## Title", and leave a blank line between text or a table and a line of dashes`;
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

/**
 * The quote and list markers a line starts with and the whitespace around them: a tab there is
 * counted as a tab stop by cmark-gfm and otherwise by markdown-it (`>>\t`, `1. \t`), so a line is
 * an indented code block to one and paragraph text to the other.
 */
const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$))*[ \t]*/;

/** A character reference as CommonMark reads one: named, decimal or hexadecimal. */
const CHARACTER_REFERENCE = /&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]*);/;

/**
 * A line with its code spans taken out, as CommonMark pairs them: a run of backticks opens a span
 * only when it is not backslash-escaped, and is closed by the next run of exactly its length (a
 * run of another length is text); a run never closed is text. (A span over two lines is text here:
 * more is looked at, not less; the page's own inline tokens are checked as well, see readAsPage.)
 * `gap` stands where each span was, so the text on its two sides is not glued into one word.
 */
export function withoutCodeSpans(line: string, gap = ''): string {
  // Every maximal run of backticks, by length, in order: a closer is found by moving one index per
  // length forward, never by scanning the line again (linear in the line, however many runs).
  const runs = new Map<number, { at: number[]; next: number }>();
  for (const m of line.matchAll(/`+/g)) {
    const r = runs.get(m[0].length) ?? runs.set(m[0].length, { at: [], next: 0 }).get(m[0].length)!;
    r.at.push(m.index);
  }
  // Pieces of text between spans, joined once (a character at a time would build a rope as long as the line).
  const kept: string[] = [];
  let from = 0;
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === '\\') i += 2;
    else if (c !== '`') i++;
    else {
      let end = i;
      while (line[end] === '`') end++;
      const r = runs.get(end - i);
      while (r && r.next < r.at.length && r.at[r.next]! < end) r.next++;
      if (!r || r.next >= r.at.length) i = end;
      else {
        kept.push(line.slice(from, i));
        from = i = r.at[r.next]! + (end - i);
      }
    }
  }
  kept.push(line.slice(from));
  return kept.join(gap);
}

/**
 * Characters a line reader and the page part ways on: vertical tab and form feed are spaces to
 * cmark-gfm (a table row, its cells, its separator row) and not to markdown-it's `[ \t]`; and a
 * line blank only to one of them (a no-break space, an ideographic or em space, a zero-width
 * character: JavaScript's trim() and the reader drop them, cmark-gfm does not) ends a table for one
 * and continues it for the other. Unicode spaces beside a cell's pipe are trimmed by markdown-it and
 * not by cmark-gfm (a separator row `|-|\u00a0` is one to one reader only).
 */
const VT_FF = /[\v\f]/;
const UNICODE_SPACE = '[^\\S \\t\\n\\v\\f\\r]|[\\p{Cf}\\p{Default_Ignorable_Code_Point}]';
const BLANK_TO_ONE = new RegExp(`^(?:[ \\t]*>)*(?:[ \\t]|${UNICODE_SPACE})*$`, 'u');
const SPACE_BY_PIPE = /(?:^|\|)[ \t]*[^\S \t\n\v\f\r]|[^\S \t\n\v\f\r][ \t]*(?:\||$)/;

/** A heading as the line reader takes one: `#`s at the margin, then whitespace (any, as `\s` reads it). */
const READER_HEADING = /^(#{1,6})\s+\S/;

/**
 * A line cmark-gfm may take for a table's separator row: cells of dashes (a colon at either end)
 * between pipes, the outer pipes optional, with a pipe or a colon somewhere (dashes alone are a
 * rule or a setext underline, refused elsewhere).
 */
// `[ \t]*(?:\|[ \t]*)?`, not `[ \t]*\|?[ \t]*`: two runs of spaces with only an optional pipe between share a long run, and
// split it every way before a letter fails the row (1 MB: minutes; hazard 637). Same rows.
export const DELIMITER_ROW = /^(?=[^|:]*[|:])[ \t]*(?:\|[ \t]*)?:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*(?:\|[ \t]*)?$/;

/** A CommonMark parser with GFM tables (markdown-it: linear in the report's size), made once. */
let parser: InstanceType<typeof MarkdownIt> | undefined;

/**
 * The most characters one paragraph, heading or table cell may hold: the page's parser makes an
 * object of each mark in it (a code span, a link), so one of 15 MiB took 2.6 GB.
 */
export const INLINE_MAX_CHARS = 1024 * 1024;

/**
 * The page's blocks, and a reader of one block's inline text (its code spans, links, HTML). Each
 * block's inline tokens are made when asked for and dropped after, so the memory they take is one
 * block's, never the report's.
 */
function pageBlocks(text: string): { blocks: Token[]; inline: (block: Token) => Token[]; info: (fence: Token) => string } {
  // text_join off: a character reference stays a token of its own (text_special, info "entity").
  // Emphasis off: nothing here reads it, and its delimiters cost a token each (a 15 MiB line of `_*` took 4.6 GB).
  const md = (parser ??= new MarkdownIt('commonmark', { html: true }).enable('table').disable(['text_join', 'emphasis', 'inline']));
  const env = {};
  const blocks = md.parse(text, env);
  return {
    blocks,
    inline: (block) => {
      const children: Token[] = [];
      md.inline.parse(block.content, md, env, children);
      return children;
    },
    info: (fence) => md.utils.unescapeAll(fence.info),
  };
}

/**
 * Inline text the page does not show: HTML (a comment hides what it holds, over lines too), a
 * link's title (a tooltip; it may run over lines), an image (its alt text). A text-free answer
 * reads as what it is.
 */
function hiddenBy(tokens: readonly Token[] | null): string | undefined {
  for (const t of tokens ?? []) {
    if (t.type === 'html_inline') return 'inline HTML';
    if (t.type === 'image') return 'an image';
    if (t.type === 'link_open' && t.attrGet('title') !== null) return 'a link title';
  }
  return undefined;
}

/**
 * The inline links of a text (titles are refused), leftmost first, as the pattern
 * `\[((?:[^[\]\\]|\\.)*)\]\((?:[^()\s\\]|\\.|\((?:[^()\s\\]|\\.)*\))*\)` finds them: `[text](destination)`,
 * an escape anywhere, the destination's parentheses balanced once. Walked, not matched: that
 * pattern overflowed the stack on a line of 15 million characters (every one a step to back off).
 */
function inlineLinks(text: string): { start: number; end: number; label: string }[] {
  const out: { start: number; end: number; label: string }[] = [];
  // An escape is a backslash and any character but a line break; the index after it, or -1.
  const escaped = (at: number) => (at + 1 < text.length && !/[\n\r\u2028\u2029]/.test(text[at + 1]!) ? at + 2 : -1);
  for (let start = text.indexOf('['); start >= 0;) {
    const end = linkEnd(text, start, escaped);
    if (!end) start = text.indexOf('[', start + 1);
    else {
      out.push({ start, end: end.end, label: text.slice(start + 1, end.close) });
      start = text.indexOf('[', end.end);
    }
  }
  return out;
}

/** Where the link opened at `start` ends, and where its text closes; undefined when none opens there. */
function linkEnd(text: string, start: number, escaped: (at: number) => number): { close: number; end: number } | undefined {
  let at = start + 1;
  while (at < text.length && text[at] !== ']') {
    if (text[at] === '[') return undefined;
    at = text[at] === '\\' ? escaped(at) : at + 1;
    if (at < 0) return undefined;
  }
  const close = at;
  if (text[close] !== ']' || text[close + 1] !== '(') return undefined;
  let depth = 0;
  for (at = close + 2; at < text.length;) {
    const c = text[at]!;
    if (c === ')' && depth === 0) return { close, end: at + 1 };
    if (c === ')') depth = 0;
    else if (c === '(' && depth === 0) depth = 1;
    else if (c === '(' || /\s/.test(c)) return undefined;
    else if (c === '\\') {
      at = escaped(at);
      if (at < 0) return undefined;
      continue;
    }
    at++;
  }
  return undefined;
}

/** A text with each inline link as its text alone. */
function linksAsText(text: string): string {
  const links = inlineLinks(text);
  if (links.length === 0) return text;
  const kept: string[] = [];
  let from = 0;
  for (const l of links) {
    kept.push(text.slice(from, l.start), l.label);
    from = l.end;
  }
  kept.push(text.slice(from));
  return kept.join('');
}

/** Marks a code span in shownText: not a space, so the dollars of GitHub's `` $`…`$ `` stay math's edges. */
const CODE_SPAN = '`…`';

/** The text a block's inline tokens show (a link's text without its marks), a code span as CODE_SPAN, a line break as one. */
function shownText(tokens: readonly Token[]): string {
  const shows = (t: Token) =>
    t.type === 'text' || t.type === 'text_special' ? t.content : t.type === 'code_inline' ? CODE_SPAN : /break$/.test(t.type) ? '\n' : '';
  return tokens.map(shows).join('');
}

/**
 * What the page draws rather than shows as text or code (see drawn.ts) in one block: math in its
 * inline text, or a fence of a drawn language. `line` is the 1-based line the block starts on.
 */
function drawnIn(token: Token, children: readonly Token[] | null, info: (fence: Token) => string, line: number): string | undefined {
  const language = token.type === 'fence' ? drawnLanguage(info(token)) : undefined;
  if (language)
    return `line ${line} opens a \`\`\`${language} block, which GitHub draws (a formula, a diagram, a map or a model) instead of showing it as code: a line reader cannot read what it shows; write findings as text, and code in a fence of another language`;
  const text = children ? shownText(children) : '';
  const at = mathAt(text);
  if (at !== undefined)
    return `line ${line} holds math (${quoted(text.slice(at), 24)}): GitHub draws TeX as a formula, whose letters and spaces are not the text a line reader reads; write the report in plain text, and put a dollar that is not a price in a code span`;
  return undefined;
}

/** Blocks whose lines the page shows as the report's text. */
const TEXT_BLOCKS = new Set(['paragraph_open', 'heading_open', 'table_open', 'hr']);
/** Blocks whose lines the page shows as no text of the report: code and HTML. */
const OTHER_BLOCKS = new Set(['code_block', 'fence', 'html_block']);
/** A line holding nothing but the markers of the quotes and list items around it. */
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#637): anchored at `^`; each repeat ends at a required marker the last `[ \t]*` cannot take, so a failed `$` backs off one repeat at a time (1 MB: 17 ms)
const ONLY_MARKERS = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$))*[ \t]*$/;
/**
 * A line a renderer may take for a link reference or footnote definition: a bracketed label and a
 * colon at the start, after any quote or list markers. Parsers differ on which are definitions
 * (cmark counts a label's length in bytes, markdown-it in characters; cmark takes a `javascript:`
 * destination, markdown-it does not; GFM has footnotes), and a definition shows nothing of its
 * title, so none is let through.
 */
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#637, #658): anchored at `^`; each repeat ends at a required marker the last `[ \t]*` cannot take, so a failed `\[` backs off one repeat at a time, as ONLY_MARKERS
const DEFINITION_START = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]))*[ \t]*\[/;
/** The label found by a walk, not a regex: a backtracking one overflowed the stack on a line of 15 million `[`. */
function isDefinition(line: string): boolean {
  const start = DEFINITION_START.exec(line);
  if (!start) return false;
  for (let i = start[0].length; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === ']') return line[i + 1] === ':';
  }
  return false;
}

/**
 * The report as the page has it (`page`: its text as GitHub gets it, invisible characters kept)
 * beside the line reader's (`reader`: the same lines as read, see asRead), read by a CommonMark
 * parser with GFM tables: where the two part ways the report is refused, whatever the spelling
 * that made them part. No line may look like a definition, and every line must be shown by a block
 * of the page (a line nested past the parser's depth is shown by none). A line the page shows as
 * code or HTML is blanked for the reader. Every heading the reader sees must be a heading of the
 * same level at the margin of the page, and every heading of the page one the reader sees; every
 * table the reader reads must be the same table on the page, row for row, none wider than its
 * header (the page drops the extra cells), and every table of the page one the reader reads. A
 * link is read as its text. What the page draws instead of showing (math, a fence of a drawn
 * language) is refused. `continuing` holds the 1-based lines that go on a paragraph the line
 * before began (the page shows them as one); `struck`, the lines of a paragraph holding a tilde.
 */
export function readAsPage(
  page: string,
  reader: string,
): { body: string; continuing: Set<number>; struck: Set<number> } | { problem: string } {
  const pageLines = page.split('\n');
  const definition = pageLines.findIndex(isDefinition);
  if (definition >= 0)
    return {
      problem: `line ${definition + 1} is a link reference or footnote definition: the page shows no such line; write links inline`,
    };
  const shown = new Set<number>();
  const covered = new Set<number>();
  const continuing = new Set<number>();
  const struck = new Set<number>();
  const headings = new Map<number, { depth: number; nested: boolean }>();
  const pageTables = new Map<number, number>();
  const pageFenced = new Set<number>();
  const { blocks, inline, info } = pageBlocks(page);
  // The line a block starts on: a table cell's inline text has no map of its own, its row does.
  let start = 0;
  for (const token of blocks) {
    start = token.map?.[0] ?? start;
    if (token.type === 'inline' && token.content.length > INLINE_MAX_CHARS)
      return {
        problem: `line ${(token.map?.[0] ?? 0) + 1} starts a paragraph, heading or table cell of more than ${INLINE_MAX_CHARS.toLocaleString('en-US')} characters, the most that is read as one: break it into paragraphs`,
      };
    const children = token.type === 'inline' ? inline(token) : null;
    const hiding = hiddenBy(children);
    if (hiding && token.map)
      return { problem: `line ${token.map[0] + 1} holds ${hiding}: the page shows none of its text; write the report in plain Markdown` };
    // A character reference the page resolves in text (outside its real code spans, over lines too):
    // the reader has "&#83;everity" where the page shows "Severity".
    if (token.map && children?.some((t) => t.type === 'text_special' && t.info === 'entity'))
      return {
        problem: `line ${token.map[0] + 1} holds a character reference (&…;): the page shows another character than the text; write the character itself`,
      };
    const drawn = drawnIn(token, children, info, start + 1);
    if (drawn) return { problem: drawn };
    // Every link the page shows must be one the reader reads as its text (a destination in nested
    // parentheses or in <…> is one the reader would not see as a link).
    const links = children?.filter((t) => t.type === 'link_open').length ?? 0;
    if (links && token.map && links !== inlineLinks(pageLines.slice(token.map[0], token.map[1]).join('\n')).length)
      return {
        problem: `line ${token.map[0] + 1} holds a link a line reader cannot read as its text: write links as [text](plain-destination)`,
      };
    if (!token.map || !(TEXT_BLOCKS.has(token.type) || OTHER_BLOCKS.has(token.type))) continue;
    for (let line = token.map[0]; line < token.map[1]; line++) (TEXT_BLOCKS.has(token.type) ? shown : covered).add(line);
    if (token.type === 'paragraph_open') {
      for (let line = token.map[0] + 1; line < token.map[1]; line++) continuing.add(line + 1);
      // A tilde anywhere in a paragraph can strike out text over its lines (`~~Draft` … `~~`).
      if (pageLines.slice(token.map[0], token.map[1]).some((l) => l.includes('~')))
        for (let line = token.map[0]; line < token.map[1]; line++) struck.add(line + 1);
    }
    if (token.type === 'heading_open') headings.set(token.map[0], { depth: Number(token.tag.slice(1)), nested: token.level > 0 });
    if (token.type === 'table_open') pageTables.set(token.map[0] + 1, token.map[1]);
    if (token.type === 'fence' && token.level === 0) for (let line = token.map[0]; line < token.map[1]; line++) pageFenced.add(line);
    // An indented code block cannot interrupt a paragraph: one right under a line of text is where
    // the parsers part (a lazy line after a quote or list is text to cmark-gfm, code to markdown-it,
    // which the reader would blank).
    if (token.type === 'code_block' && token.map[0] > 0 && !/^[ \t>]*$/.test(pageLines[token.map[0] - 1]!))
      return {
        problem: `line ${token.map[0] + 1} is indented code right under a line of text (GitHub may show it as that text's paragraph): leave a blank line before code, or fence it`,
      };
  }
  // The fences a line reader finds (fenceMask: the ledger is read inside them, HTML is looked for
  // outside them) must be the page's, line for line: whatever spelling makes them part (a no-break
  // space after a closing fence, an info string, a tab), an HTML comment or a bonus could sit on
  // one side of a fence for the reader and on the other for the page.
  const readerFenced = fenceMask(pageLines);
  const fenceSplit = readerFenced.findIndex((fenced, i) => fenced !== pageFenced.has(i));
  if (fenceSplit >= 0)
    return {
      problem: `line ${fenceSplit + 1} is ${readerFenced[fenceSplit] ? '' : 'not '}in a code fence for a line reader but ${pageFenced.has(fenceSplit) ? '' : 'not '}on the page: open a fence with \`\`\` at the margin and close it with the same fence alone on its line (nothing after it but spaces)`,
    };
  const unshown = pageLines.findIndex((line, i) => !shown.has(i) && !covered.has(i) && !ONLY_MARKERS.test(line));
  if (unshown >= 0)
    return { problem: `line ${unshown + 1} is not shown by the page as any block (quotes or lists nested too deep?): write it plainly` };
  // A link shows its text alone: the reader reads that (`[](x)**Severity**`, `[3](#high:0) High`).
  const lines = reader.split('\n').map((line, i) => (shown.has(i) ? linksAsText(line) : ''));
  for (let i = 0; i < lines.length; i++) {
    const where = `line ${i + 1}`;
    const heading = READER_HEADING.exec(lines[i]!);
    const shownAs = headings.get(i);
    if (heading && !shownAs)
      return { problem: `${where} reads as a heading to a line reader but the page shows it as text: write headings as "## Title"` };
    if (shownAs && !heading)
      return {
        problem: `${where} is a heading on the page that a line reader does not see as one: write headings as "## Title" at the margin`,
      };
    if (shownAs?.nested) return { problem: `${where} is a heading inside a list or a quote: write headings at the margin` };
    if (heading && shownAs && heading[1]!.length !== shownAs.depth)
      return { problem: `${where} is a level-${shownAs.depth} heading on the page, read otherwise by a line reader: write it plainly` };
  }
  const body = lines.join('\n');
  const readerTables = tables(body);
  for (const t of readerTables) {
    const last = pageTables.get(t.line);
    if (last === undefined)
      return { problem: `line ${t.line} reads as a table to a line reader but not on the page: give the separator row the header's cells` };
    const end = t.rows.at(-1)?.line ?? t.line + 1;
    if (end !== last)
      return {
        problem: `line ${Math.min(end, last) + 1} ends the table for one reader and not the other: start every row with "|" and end the table with a blank line`,
      };
    const wide = t.rows.find((r) => r.cells.length > t.header.length);
    if (wide) return { problem: `line ${wide.line} has more cells than its header: the page drops the extra ones` };
  }
  const read = new Set(readerTables.map((t) => t.line));
  const unread = [...pageTables.keys()].find((line) => !read.has(line));
  if (unread !== undefined) return { problem: `line ${unread} starts a table without a leading pipe: start every row with "|"` };
  // GitHub (cmark-gfm) takes a line of dashes with a pipe or a colon under a line of text for a
  // table's separator row, whatever the header holds (one column, no pipe: "text" then "|-|");
  // markdown-it and the line reader do not. The page then drops or reshapes what the reader reads.
  const delimiter = pageLines.findIndex((line, i) => {
    const bare = line.replace(/^(?:[ \t]*>)*/, '');
    if (i === 0 || covered.has(i) || !DELIMITER_ROW.test(bare) || read.has(i)) return false;
    return !covered.has(i - 1) && pageLines[i - 1]!.replace(/^(?:[ \t]*>)*/, '').trim() !== '';
  });
  if (delimiter >= 0)
    return {
      problem: `line ${delimiter + 1} is a table's separator row on the page (the line above is its header) but not for a line reader: write tables as "| a | b |" then "| --- | --- |", and leave a blank line between text and a line of dashes`,
    };
  return { body, continuing, struck };
}
