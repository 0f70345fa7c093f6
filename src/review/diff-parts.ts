import { breaksShown } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import type { FileDiff } from './change.js';
import { parsePatch, type Hunk } from '../git/unified.js';

export interface DiffLimits {
  bytes: number;
  lines: number;
}

/**
 * What one diff file may hold: about what an agent's file tool reads in one call (Claude Code's
 * Read stops at 2,000 lines and refuses about 25,000 tokens), so every part is read whole.
 */
export const DIFF_PART_LIMITS: DiffLimits = { bytes: 48 * 1024, lines: 1200 };

interface Piece {
  path: string;
  lines: string[];
}

/**
 * The longest line a part holds. An agent's file tool shows only the start of a long line (Claude
 * Code's Read cuts each at 2,000 characters, the rest unseen), so a longer line is written in
 * pieces: each after the first on a line of its own that starts with CONTINUED (a line git never
 * writes), never splitting a character.
 */
export const LINE_MAX_CHARS = 1000;
export const CONTINUED = '\\>';

/**
 * A line as a part shows it: every line break but LF shown as U+XXXX (a CR or U+2028 in a changed
 * line or a file name started a forged `diff --git` or part header for a reader that splits there),
 * then itself or its pieces, each within LINE_MAX_CHARS.
 */
export function shownLines(raw: string): string[] {
  const line = breaksShown(raw);
  if (line.length <= LINE_MAX_CHARS) return [line];
  const pieces: string[] = [];
  for (let at = 0; at < line.length;) {
    const mark = at === 0 ? '' : CONTINUED;
    let end = Math.min(at + LINE_MAX_CHARS - mark.length, line.length);
    // A surrogate pair stays whole.
    if (end < line.length && /[\uD800-\uDBFF]/.test(line[end - 1]!)) end--;
    pieces.push(mark + line.slice(at, end));
    at = end;
  }
  return pieces;
}

/** Whether a line is shown other than as it is (a break or a NUL shown, or written in pieces). */
const SPECIAL = /[\0\r\v\f\u001c-\u001e\u0085\u2028\u2029]/;
const plain = (line: string) => line.length <= LINE_MAX_CHARS && !SPECIAL.test(line);

/** The lines and bytes `lines` take once shown (shownLines). */
const rowsOf = (lines: readonly string[]) => lines.reduce((n, l) => n + (plain(l) ? 1 : shownLines(l).length), 0);
const bytesOf = (line: string) =>
  plain(line) ? Buffer.byteLength(line) + 1 : shownLines(line).reduce((n, p) => n + Buffer.byteLength(p) + 1, 0);
const sizeOf = (lines: readonly string[]) => lines.reduce((n, l) => n + bytesOf(l), 0);
const fits = (lines: readonly string[], limits: DiffLimits) => rowsOf(lines) <= limits.lines && sizeOf(lines) <= limits.bytes;

/** Groups consecutive blocks of lines, in order, each group within the limits (a block too large alone is a group of its own). */
function greedy<T extends { lines: string[] }>(items: readonly T[], limits: DiffLimits): T[][] {
  const groups: { items: T[]; lines: number; bytes: number }[] = [];
  for (const item of items) {
    const bytes = sizeOf(item.lines);
    const lines = rowsOf(item.lines);
    const last = groups.at(-1);
    if (last && last.lines + lines <= limits.lines && last.bytes + bytes <= limits.bytes) {
      last.items.push(item);
      last.lines += lines;
      last.bytes += bytes;
    } else groups.push({ items: [item], lines, bytes });
  }
  return groups.map((g) => g.items);
}

/** Cuts one hunk into hunks within `room`, each with its own correct header; never inside a line. */
function splitHunk({ head, lines }: Hunk, room: DiffLimits): string[][] {
  // A count of 0 puts the start on the line before: the next line is one further.
  let oldNext = head.oldStart + (head.oldCount === 0 ? 1 : 0);
  let newNext = head.newStart + (head.newCount === 0 ? 1 : 0);
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let rows = 0;
  let bytes = 0;
  const close = () => {
    const oldCount = chunk.filter((l) => l[0] === ' ' || l === '' || l[0] === '-').length;
    const newCount = chunk.filter((l) => l[0] === ' ' || l === '' || l[0] === '+').length;
    const side = (next: number, count: number) => `${count ? next : next - 1},${count}`;
    chunks.push([`@@ -${side(oldNext, oldCount)} +${side(newNext, newCount)} @@${head.rest}`, ...chunk]);
    oldNext += oldCount;
    newNext += newCount;
    chunk = [];
    rows = 0;
    bytes = 0;
  };
  for (const line of lines.slice(1)) {
    const size = bytesOf(line);
    const shown = rowsOf([line]);
    if (chunk.length && (rows + shown + 1 > room.lines || bytes + size + 200 > room.bytes)) close();
    chunk.push(line);
    rows += shown;
    bytes += size;
  }
  if (chunk.length) close();
  return chunks;
}

/**
 * One file's diff as pieces within the limits: each section's header, then whole hunks; a larger
 * hunk is cut in turn. The diff is read as git wrote it (parsePatch): only `\n` ends a line.
 */
function piecesOf(diff: FileDiff, limits: DiffLimits): Piece[] {
  const lines = diff.text.endsWith('\n') ? diff.text.slice(0, -1).split('\n') : diff.text.split('\n');
  // A note (a link, a submodule) is one line of ours, not a patch.
  if (!diff.text.startsWith('diff --git ') || fits(lines, limits)) return [{ path: diff.path, lines }];
  const groups = parsePatch(diff.text).flatMap((section) => {
    // Room for the header and the piece's label line.
    const room: DiffLimits = {
      bytes: Math.max(limits.bytes - sizeOf(section.meta) - 200, 1024),
      lines: Math.max(limits.lines - rowsOf(section.meta) - 1, 2),
    };
    const small = section.hunks.flatMap((h) => (fits(h.lines, room) ? [h.lines] : splitHunk(h, room))).map((h) => ({ lines: h }));
    return (small.length ? greedy(small, room) : [[]]).map((g) => [...section.meta, ...g.flatMap((h) => h.lines)]);
  });
  return groups.map((g, i) => ({
    path: diff.path,
    // The name quoted: a bare one could start a line of ours (`# proofgate review …`) or an instruction.
    lines: [`# ${JSON.stringify(shownName(diff.path))}: piece ${i + 1} of ${groups.length} of this file's diff`, ...g],
  }));
}

export interface DiffPart {
  /** The files with a piece in this part, in order. */
  files: string[];
  text: string;
  /** Whether a line is shown in pieces (shownLines). */
  cut: boolean;
  /** Whether a line break but LF is shown as U+XXXX (shownLines). */
  marked?: boolean;
}

/**
 * The shown rows of one group cut into parts within the limits. Only a group larger than a part
 * is cut: one that holds a line too long for any part (a one-line bundle of megabytes). A part
 * holding it whole would be past what the tool reads in one call, its end never read, so the
 * line's pieces go on in the next part, at a CONTINUED row, as they go on from row to row.
 */
function rowsWithin(rows: readonly string[], limits: DiffLimits): string[][] {
  const parts: string[][] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = Buffer.byteLength(row) + 1;
    const last = parts.at(-1);
    if (last && last.length < limits.lines && bytes + size <= limits.bytes) {
      last.push(row);
      bytes += size;
    } else {
      parts.push([row]);
      bytes = size;
    }
  }
  return parts;
}

/**
 * Packs the files' diffs, in order, into parts within the limits. Every file is in some part
 * (a file too large for one part is cut at hunk boundaries, and a single line longer than a
 * part goes on from part to part, rowsWithin): nothing is dropped. A line longer than
 * LINE_MAX_CHARS is shown in pieces (shownLines).
 */
export function packDiffs(diffs: readonly FileDiff[], limits: DiffLimits = DIFF_PART_LIMITS): DiffPart[] {
  return greedy(
    diffs.flatMap((d) => piecesOf(d, limits)),
    limits,
  ).flatMap((pieces) => {
    const lines = pieces.flatMap((p) => p.lines);
    const files = [...new Set(pieces.map((p) => p.path))];
    const cut = lines.some((l) => shownLines(l).length > 1);
    const marked = lines.some((l) => breaksShown(l) !== l);
    return rowsWithin(lines.flatMap(shownLines), limits).map((rows) => ({ files, text: `${rows.join('\n')}\n`, cut, marked }));
  });
}
