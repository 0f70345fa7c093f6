/**
 * Small, strict readers for the report's Markdown: fenced blocks removed (so a
 * quoted example cannot speak for the report), level-2 sections, labelled
 * lines, list entries. Nothing here knows about scores or verdicts.
 */

/**
 * The report as a reader of the rendered page has it: CommonMark's line endings (CRLF and a lone
 * CR) as LF, the line and paragraph separators U+2028, U+2029 and U+0085 (text to CommonMark,
 * shown as space) as spaces, and what renders as nothing (zero-width and bidi format characters,
 * soft hyphens, variation selectors) gone, so `**Sev\u200berity**` is the label a reader sees.
 */
export function asRead(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029\u0085]/g, ' ')
    .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '');
}

/**
 * For each line, whether it belongs to a fenced block (``` or ~~~, any length; its fences
 * included), as CommonMark reads them: a backtick fence's info string holds no backtick, a closing
 * fence is followed by spaces and tabs only (a no-break space after it makes it text of the block),
 * and a line that opens an HTML comment (`<!--`) is comment text up to its `-->`, fence lines included.
 */
export function fenceMask(lines: readonly string[]): boolean[] {
  let fence: string | null = null;
  let comment = false;
  return lines.map((line) => {
    // The fence taken whole (`(?=(…))\1` never gives a mark back): a U+2028 after 100,000 backticks was quadratic (hazard 600).
    const m = /^ {0,3}(?=(`{3,}|~{3,}))\1(.*)$/.exec(line);
    if (fence !== null) {
      // Only spaces and tabs may follow a closing fence (CommonMark): one followed by a no-break space closes nothing.
      if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && /^[ \t]*$/.test(m[2]!)) fence = null;
      return true;
    }
    if (comment || /^ {0,3}<!--/.test(line)) {
      comment = !line.includes('-->');
      return false;
    }
    if (m && !(m[1]![0] === '`' && m[2]!.includes('`'))) fence = m[1]!;
    return fence !== null;
  });
}

export interface Section {
  heading: string;
  /** Body lines, heading excluded, up to the next level-2 heading. */
  body: string;
  /** 1-based line of the heading in the text. */
  line: number;
}

/**
 * The level-2 heading a line opens, as written (`## Quality Score **Breakdown**` gives
 * `Quality Score **Breakdown**`), or null. The one reading of where a section starts, for the
 * parser and for the published report's rewrite alike (see tidy.ts): compare what it gives with
 * sameSection, never as text.
 */
export function sectionHeading(line: string): string | null {
  if (!line.startsWith('##') || line.startsWith('###')) return null;
  // What `/^##\s+(.+?)\s*#*\s*$/` gives: the tail is any end from the start of its spaces, hashes, spaces.
  const tail = endRun(line, endRun(line, endRun(line, line.length, isSpace), isHash), isSpace);
  return lazyTitle(line, 2, (q) => q >= tail) ?? null;
}

/** JavaScript's `\s`, and the line ends `.` does not take, for one UTF-16 unit. */
const isSpace = (c: string) => /\s/.test(c);
const isLineEnd = (c: string) => c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029';
const isHash = (c: string) => c === '#';

/** Where the run of characters `is` takes that ends at `end` starts. */
function endRun(line: string, end: number, is: (c: string) => boolean): number {
  while (end > 0 && is(line[end - 1]!)) end--;
  return end;
}

/**
 * What `^<prefix>\s+(.+?)<tail>$` captures, by index walks, where `tailAt(q)` says whether the tail
 * matches `line` from `q` on; `from` is the prefix's length. The regex retried the tail from every
 * place of a long run of spaces in the title, each try scanning to its end, for each way of
 * splitting the spaces after the prefix: "## a", 20,000 spaces and "b" took minutes (hazard 637).
 * As the regex: the longest `\s+` first, then the shortest title that holds no line end.
 */
function lazyTitle(line: string, from: number, tailAt: (q: number) => boolean): string | undefined {
  if (from >= line.length || !isSpace(line[from]!)) return undefined;
  const start = endRunFrom(line, from, isSpace);
  for (let q = start + 1; q <= line.length && !isLineEnd(line[q - 1]!); q++) if (tailAt(q)) return line.slice(start, q);
  // A shorter `\s+`: the title starts with its last spaces, and ends inside them (past them it met what failed above).
  let tailIn: number | undefined;
  let lineEnd: number | undefined;
  for (let p = start - 1; p > from; p--) {
    if (tailAt(p + 1)) tailIn = p + 1;
    if (isLineEnd(line[p]!)) lineEnd = p;
    if (tailIn !== undefined && (lineEnd === undefined || lineEnd >= tailIn)) return line.slice(p, tailIn);
  }
  return undefined;
}

/** Where the run of characters `is` takes that starts at `from` ends. */
function endRunFrom(line: string, from: number, is: (c: string) => boolean): number {
  while (from < line.length && is(line[from]!)) from++;
  return from;
}

/** Level-2 sections in order; a heading repeated is listed twice. */
export function sections(text: string): Section[] {
  const out: Section[] = [];
  const lines = text.split('\n');
  let current: { heading: string; line: number; body: string[] } | null = null;
  lines.forEach((line, i) => {
    const heading = sectionHeading(line);
    if (heading !== null) {
      if (current) out.push({ heading: current.heading, line: current.line, body: current.body.join('\n') });
      current = { heading, line: i + 1, body: [] };
    } else current?.body.push(line);
  });
  if (current) {
    const c = current as { heading: string; line: number; body: string[] };
    out.push({ heading: c.heading, line: c.line, body: c.body.join('\n') });
  }
  return out;
}

/**
 * A heading's text as the page shows it, compared without case: escapes resolved, emphasis, code
 * and strike marks gone, every run of whitespace (a no-break space too) one space. Any spelling
 * of a section's name that shows as that name on the page is that section.
 */
export const shownHeading = (text: string) =>
  text
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Whether two headings name one section as the page shows them: the one identity of a section, everywhere. */
export const sameSection = (a: string, b: string) => shownHeading(a) === shownHeading(b);

export function findSections(all: Section[], heading: string): Section[] {
  return all.filter((s) => sameSection(s.heading, heading));
}

const WRAPPERS = ['**', '__', '*', '_', '`'];

/**
 * Removes emphasis or a code span only when it wraps the whole value, so `user_profile` survives.
 * Linear: a value of a million asterisks is peeled by moving two indices, never by copying it.
 */
export function unwrap(value: string): string {
  let start = 0;
  let end = value.length;
  for (;;) {
    while (start < end && /\s/.test(value[start]!)) start++;
    while (end > start && /\s/.test(value[end - 1]!)) end--;
    // The longest wrapper first, and at least one character inside it.
    const w = WRAPPERS.find((t) => end - start > 2 * t.length && value.startsWith(t, start) && value.endsWith(t, end));
    if (w === undefined) return value.slice(start, end);
    start += w.length;
    end -= w.length;
  }
}

/**
 * The value of a `**Label**:` line in any spelling a model writes (`**Label**:`,
 * `**Label:**`, `*Label*:`, `__Label__:`, a plain `Label:`, after a list marker),
 * one entry per line that carries it, in order. Quoted lines (`> ...`) are quotes,
 * not claims, unless `quotes` says they count too.
 */
export function labelled(text: string, label: string, opts: { quotes?: boolean } = {}): { value: string; line: number }[] {
  const re = labelPattern(label, opts);
  const out: { value: string; line: number }[] = [];
  text.split('\n').forEach((line, i) => {
    const m = re.exec(line);
    if (m) out.push({ value: unwrap(m[3]!), line: i + 1 });
  });
  return out;
}

/** The pattern `labelled` matches one line with; the value is group 3. */
export function labelPattern(label: string, opts: { quotes?: boolean } = {}): RegExp {
  const esc = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const quote = opts.quotes ? '(?:>\\s*)*' : '';
  return new RegExp(`^\\s*${quote}(?:[-*+]\\s+)?(?:(\\*\\*|__|\\*|_)${esc}\\1\\s*:|(\\*\\*|__)${esc}\\s*:\\s*\\2|${esc}\\s*:)(.*)$`, 'i');
}

export interface Table {
  /** Header cells, emphasis removed. */
  header: string[];
  /** 1-based line of the header row. */
  line: number;
  rows: { cells: string[]; line: number }[];
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => unwrap(c.trim()));

/** Markdown tables (a header row, a `---` separator row, data rows), with 1-based line numbers. */
export function tables(text: string): Table[] {
  const lines = text.split('\n');
  const out: Table[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const isRow = (l: string | undefined) => l !== undefined && /^\s*(?:>\s*)*\|/.test(l);
    // The quote markers and spaces taken whole, so the next `\s*` never splits a run of spaces with them (quadratic, hazard 600).
    if (!isRow(lines[i]) || !/^(?=(\s*(?:>\s*)*))\1\|?\s*:?-{3,}/.test(lines[i + 1]!)) continue;
    const table: Table = { header: cellsOf(lines[i]!.replace(/^\s*(?:>\s*)*/, '')), line: i + 1, rows: [] };
    let j = i + 2;
    for (; isRow(lines[j]); j++) table.rows.push({ cells: cellsOf(lines[j]!.replace(/^\s*(?:>\s*)*/, '')), line: j + 1 });
    out.push(table);
    i = j - 1;
  }
  return out;
}

/** A level-3 block's title, when `line` (one line, cut at `\n` alone) opens one. */
export function blockTitle(line: string): string | undefined {
  if (!line.startsWith('###') || line.startsWith('####')) return undefined;
  // What `/^###\s+(.+?)(?:\s+#+)?\s*$/` gives: the tail is the end's spaces, or spaces, hashes, then those spaces.
  const spaces = endRun(line, line.length, isSpace);
  const hashes = endRun(line, spaces, isHash);
  const before = endRun(line, hashes, isSpace);
  return lazyTitle(line, 3, (q) => q >= spaces || (hashes < spaces && before < hashes && q >= before && q < hashes));
}

/** Level-3 blocks of a section body: the title and the lines under it. */
export function subBlocks(body: string): { title: string; body: string }[] {
  const out: { title: string; body: string[] }[] = [];
  for (const line of body.split('\n')) {
    const title = blockTitle(line);
    if (title !== undefined) out.push({ title, body: [] });
    else out[out.length - 1]?.body.push(line);
  }
  return out.map((b) => ({ title: b.title, body: b.body.join('\n') }));
}

/** Entries of a manifest: list markers, numbering and whole-value emphasis removed; headings, rules and blanks dropped. */
export function entries(body: string): string[] {
  const out: string[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || /^([-*_])\1{2,}$/.test(line) || line.startsWith('|') || line.startsWith('<!--')) continue;
    out.push(unwrap(line.replace(/^(?:[-*+]|\d+[.)])\s+/, '')));
  }
  return out;
}
