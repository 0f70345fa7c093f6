import { labelled, tables } from './markdown.js';
import type { Severity } from './report.js';

/**
 * Severity and row claims in every spelling a report can carry them: a labelled
 * line (`**Severity**: P1 (High)`, `**Severity:** P1`, `- Severity: High`, even
 * quoted), a key-value table row (`| Severity | P1 (High) |`) or a column of a
 * table (`| Line | Severity | … |`). A claim is read as its severity or it is
 * refused: a documented violation is never mistaken for prose.
 */

const BY_P: Severity[] = ['Critical', 'High', 'Medium', 'Low'];
const WORD = /^(critical|high|medium|low)$/i;

export interface Claim {
  value: string;
  /** 1-based line in the text that was scanned. */
  line: number;
}

const word = (w: string): Severity => (w[0]!.toUpperCase() + w.slice(1).toLowerCase()) as Severity;

/**
 * `P1 (High)`, `P1 - High`, `P1: High`, `P1`, `High`, `High (P1)`, emphasis
 * anywhere: the severity, `'mismatch'` when the P-number and the word disagree,
 * or null for anything else.
 */
export function severityOf(value: string): Severity | 'mismatch' | null {
  const v = value.replace(/[*_`]/g, '').trim();
  const p = /^P([0-3])(?:\s*\(\s*([A-Za-z]+)\s*\)|\s*[-–—:]?\s*([A-Za-z]+))?$/i.exec(v);
  const w = /^([A-Za-z]+)(?:\s*\(\s*P([0-3])\s*\)|\s*[-–—:]\s*P([0-3]))?$/i.exec(v);
  let fromP: Severity | undefined;
  let fromWord: string | undefined;
  if (p) {
    fromP = BY_P[Number(p[1])];
    fromWord = p[2] ?? p[3];
  } else if (w) {
    fromWord = w[1];
    const n = w[2] ?? w[3];
    if (n !== undefined) fromP = BY_P[Number(n)];
  } else return null;
  if (fromWord !== undefined && !WORD.test(fromWord)) return null;
  const named = fromWord !== undefined ? word(fromWord) : undefined;
  if (fromP && named && fromP !== named) return 'mismatch';
  return (fromP ?? named)!;
}

/** A cell naming the label, however decorated: `**Severity**`, `Severity:`, `Severity (P0–P3)`. */
const isLabel = (cell: string, label: string) =>
  cell
    .replace(/[*_`]/g, '')
    .replace(/\s*[:(].*$/, '')
    .trim()
    .toLowerCase() === label.toLowerCase();
/** An empty cell, or one that says "none": no claim. */
const EMPTY_CELL = /^(?:|-|–|—|n\/a|none)$/i;

/** Every claim of `label` in `text` (fences already stripped): labelled lines, quoted or not, and key-value table rows. */
export function labelClaims(text: string, label: string): Claim[] {
  const out: Claim[] = labelled(text, label, { quotes: true });
  for (const t of tables(text)) {
    // A two-column table may start with its first claim in the header row.
    const rows = t.header.length === 2 ? [{ cells: t.header, line: t.line }, ...t.rows] : t.rows;
    for (const r of rows) if (r.cells.length >= 2 && isLabel(r.cells[0]!, label)) out.push({ value: r.cells[1]!, line: r.line });
  }
  return out.sort((a, b) => a.line - b.line);
}

/** The cells of every table column headed "Severity" (a summary of violations), empty cells left out. */
export function severityColumns(text: string): Claim[] {
  const out: Claim[] = [];
  for (const t of tables(text)) {
    const col = t.header.findIndex((h, i) => isLabel(h, 'Severity') && !(i === 0 && t.header.length === 2));
    if (col < 0) continue;
    for (const r of t.rows) {
      const cell = r.cells[col] ?? '';
      if (!EMPTY_CELL.test(cell.trim())) out.push({ value: cell, line: r.line });
    }
  }
  return out;
}
