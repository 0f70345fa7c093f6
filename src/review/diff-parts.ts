import { visible } from '../text/neutralise.js';
import type { FileDiff } from './change.js';

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

const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$/;

const sizeOf = (lines: readonly string[]) => lines.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
const fits = (lines: readonly string[], limits: DiffLimits) => lines.length <= limits.lines && sizeOf(lines) <= limits.bytes;

/** Groups consecutive blocks of lines, in order, each group within the limits (a block too large alone is a group of its own). */
function greedy<T extends { lines: string[] }>(items: readonly T[], limits: DiffLimits): T[][] {
  const groups: { items: T[]; lines: number; bytes: number }[] = [];
  for (const item of items) {
    const bytes = sizeOf(item.lines);
    const last = groups.at(-1);
    if (last && last.lines + item.lines.length <= limits.lines && last.bytes + bytes <= limits.bytes) {
      last.items.push(item);
      last.lines += item.lines.length;
      last.bytes += bytes;
    } else groups.push({ items: [item], lines: item.lines.length, bytes });
  }
  return groups.map((g) => g.items);
}

/** Cuts one hunk into hunks within `room`, each with its own correct header; never inside a line. */
function splitHunk(hunk: string[], room: DiffLimits): string[][] {
  const m = HUNK.exec(hunk[0]!);
  if (!m) return [hunk];
  // A count of 0 puts the start on the line before: the next line is one further.
  let oldNext = Number(m[1]) + (m[2] === '0' ? 1 : 0);
  let newNext = Number(m[3]) + (m[4] === '0' ? 1 : 0);
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let bytes = 0;
  const close = () => {
    const oldCount = chunk.filter((l) => l[0] === ' ' || l[0] === '-').length;
    const newCount = chunk.filter((l) => l[0] === ' ' || l[0] === '+').length;
    const side = (next: number, count: number) => `${count ? next : next - 1},${count}`;
    chunks.push([`@@ -${side(oldNext, oldCount)} +${side(newNext, newCount)} @@${m[5]}`, ...chunk]);
    oldNext += oldCount;
    newNext += newCount;
    chunk = [];
    bytes = 0;
  };
  for (const line of hunk.slice(1)) {
    const size = Buffer.byteLength(line) + 1;
    if (chunk.length && (chunk.length + 2 > room.lines || bytes + size + 200 > room.bytes)) close();
    chunk.push(line);
    bytes += size;
  }
  if (chunk.length) close();
  return chunks;
}

/** One file's diff as pieces within the limits: its header, then whole hunks; a larger hunk is cut in turn. */
function piecesOf(diff: FileDiff, limits: DiffLimits): Piece[] {
  const lines = diff.text.endsWith('\n') ? diff.text.slice(0, -1).split('\n') : diff.text.split('\n');
  const first = lines.findIndex((l) => l.startsWith('@@'));
  if (first < 0 || fits(lines, limits)) return [{ path: diff.path, lines }];
  const header = lines.slice(0, first);
  const hunks: string[][] = [];
  for (const line of lines.slice(first)) {
    if (line.startsWith('@@')) hunks.push([line]);
    else hunks.at(-1)!.push(line);
  }
  // Room for the header and the piece's label line.
  const room: DiffLimits = {
    bytes: Math.max(limits.bytes - sizeOf(header) - 200, 1024),
    lines: Math.max(limits.lines - header.length - 1, 2),
  };
  const small = hunks.flatMap((h) => (fits(h, room) ? [h] : splitHunk(h, room))).map((h) => ({ lines: h }));
  const groups = greedy(small, room);
  return groups.map((g, i) => ({
    path: diff.path,
    lines: [`# ${visible(diff.path)}: piece ${i + 1} of ${groups.length} of this file's diff`, ...header, ...g.flatMap((h) => h.lines)],
  }));
}

export interface DiffPart {
  /** The files with a piece in this part, in order. */
  files: string[];
  text: string;
}

/**
 * Packs the files' diffs, in order, into parts within the limits. Every file is in some part
 * (a file too large for one part is cut at hunk boundaries, and a single line longer than a
 * part still gets a part of its own): nothing is dropped.
 */
export function packDiffs(diffs: readonly FileDiff[], limits: DiffLimits = DIFF_PART_LIMITS): DiffPart[] {
  return greedy(
    diffs.flatMap((d) => piecesOf(d, limits)),
    limits,
  ).map((pieces) => ({
    files: [...new Set(pieces.map((p) => p.path))],
    text: `${pieces.flatMap((p) => p.lines).join('\n')}\n`,
  }));
}
