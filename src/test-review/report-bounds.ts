/**
 * The shape a report may have before it is read at all. The byte cap (16 MiB, command.ts) bounds
 * its size; every pass of the reader is linear in that, but some costs are per line (each line is
 * read as a reader and as the page does, into a few objects), so a report of millions of short
 * lines costs minutes and gigabytes where one of the template's shape at the cap costs a minute.
 * A report past this bound is refused by name, never read slowly.
 */

/** Lines a report may have: one of the template's shape at the 16 MiB cap has about 300,000. */
export const REPORT_MAX_LINES = 400_000;
/**
 * Quote and list markers a line may start with. The page shows nothing nested past 20 (its
 * parser's depth: such a line is refused as shown by no block); past this, the reader's own
 * patterns would step through millions of markers before saying so (15 MiB of `> ` overflowed the stack).
 */
export const REPORT_MAX_NESTING = 100;
/**
 * Characters a line of rule marks may have (`*`, `-`, `_` or `=` alone, spaced or not, quote markers
 * before): the page shows a rule or a heading's underline, one line at any length, and no paragraph
 * bound holds it (it has no text), but every pass of the reader copies it (a 16 MiB line of `*`: 10 s
 * and 800 MB; of `_ `, 13 s).
 */
export const REPORT_MAX_RULE = 1_000;
/** Pipes a report may hold: each may edge a table cell, which costs the readers as much as a line (a table of 4 million cells: a minute, 2.4 GB). */
export const REPORT_MAX_PIPES = 400_000;

/** Why a report is beyond what is read (its lines, its table cells, a line's nesting, a line of rule marks), or undefined. */
export function reportBoundProblem(text: string): string | undefined {
  let lines = 1;
  // Line ends as CommonMark counts them (LF, CRLF, a lone CR), counted before the text is split.
  for (const _ of text.matchAll(/\r\n?|\n/g)) if (++lines > REPORT_MAX_LINES) break;
  if (lines > REPORT_MAX_LINES)
    return `the report goes on past line ${REPORT_MAX_LINES.toLocaleString('en-US')}, the most lines that are read: write a shorter report (one "### " block per finding, no filler)`;
  let pipes = 0;
  for (let at = text.indexOf('|'); at >= 0 && pipes <= REPORT_MAX_PIPES; at = text.indexOf('|', at + 1)) pipes++;
  if (pipes > REPORT_MAX_PIPES)
    return `the report holds more than ${REPORT_MAX_PIPES.toLocaleString('en-US')} pipes (|), each a table cell's edge, the most that are read: write shorter tables`;
  const all = text.split(/\r\n?|\n/);
  const deep = all.findIndex((line) => markersAtStart(line) > REPORT_MAX_NESTING);
  if (deep >= 0)
    return `line ${deep + 1} starts with more than ${REPORT_MAX_NESTING} quote or list markers (the page shows nothing nested past 20): write it plainly`;
  const rule = all.findIndex((line) => line.length > REPORT_MAX_RULE && ruleMark(line) !== undefined);
  if (rule >= 0)
    return `line ${rule + 1} is a run of more than ${REPORT_MAX_RULE.toLocaleString('en-US')} characters of ${JSON.stringify(ruleMark(all[rule]!))} (a rule or a heading's underline, which the page shows as one line at any length), the most that is read: write "---"`;
  return undefined;
}

/**
 * The quote markers (`>`) and list markers (`-`, `*`, `+`, `1.`, `1)`, followed by a space, a tab
 * or the line's end, as the reader's patterns take one: a rule of dashes is none) a line starts
 * with, counted up to one past the bound.
 */
function markersAtStart(line: string): number {
  let count = 0;
  let at = 0;
  while (count <= REPORT_MAX_NESTING) {
    while (line[at] === ' ' || line[at] === '\t') at++;
    const marker = line[at] === '>' ? 1 : (/^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(line.slice(at, at + 11))?.[0].length ?? 0);
    if (marker === 0) break;
    at += marker;
    count++;
  }
  return count;
}

/** The one mark (`*`, `-`, `_`, `=`) a line is made of, spaces, tabs and quote markers aside, or undefined. */
function ruleMark(line: string): string | undefined {
  let mark: string | undefined;
  for (const c of line) {
    if (c === ' ' || c === '\t' || (c === '>' && mark === undefined)) continue;
    if (mark === undefined && '*-_='.includes(c)) mark = c;
    else if (c !== mark) return undefined;
  }
  return mark;
}
