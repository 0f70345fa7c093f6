import { labelled, tables, type Table } from './markdown.js';
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
const isLabel = (cell: string, label: string) => beforeNote(cell.replace(/[*_`]/g, '')).trim().toLowerCase() === label.toLowerCase();

/**
 * `text` up to its first `:` or `(` with no line end after it (`.` stops at U+2028, which a line may
 * hold), as `/\s*[:(].*$/` cut it (the caller trims), in one pass: that pattern retried its `\s*` and
 * `.*` from every space and mark, quadratic on a cell the agent writes (hazard 600).
 */
function beforeNote(text: string): string {
  let from = text.length;
  while (from > 0 && !/[\n\r\u2028\u2029]/.test(text[from - 1]!)) from--;
  const at = text.slice(from).search(/[:(]/);
  return at < 0 ? text : text.slice(0, from + at);
}
/** An empty cell, or one that says "none": no claim. */
const EMPTY_CELL = /^(?:|-|–|—|n\/a|none)$/i;

type Fold = (text: string) => string;
const same: Fold = (t) => t;

/** The word severity in any spelling a reader takes for it: `Severity`, `Severities`, `Sev`, `Sev.`. */
export const SEVERITY_WORD = /(?<![\p{L}\p{N}])sev(?:erit(?:y|ies))?(?![\p{L}\p{N}])/giu;

/** Text as a reader sees it, to look for a word in: compatibility forms folded, emphasis, code and escape marks gone, look-alikes folded. */
export const seen = (text: string, fold: Fold = same) => fold(text.normalize('NFKC').replace(/[*_`\\~]/g, '')).toLowerCase();

/** Whether a text mentions severity however decorated: `Severity Level`, `🔴 Severity`, `Sev`, `Issue Severity`. */
export const mentionsSeverity = (text: string, fold: Fold = same) => {
  const word = new RegExp(SEVERITY_WORD.source, 'iu');
  // Marks dropped (`**Sev**erity`) and marks as breaks (`Severity_Level`, where an underscore shows).
  return word.test(seen(text, fold)) || word.test(fold(text.normalize('NFKC').replace(/[*_`\\~]/g, ' ')).toLowerCase());
};

/**
 * The severity columns of a table: every header cell that mentions severity (a second one too),
 * unless the table is a key-value one (two columns, the first headed with the label: the header
 * row is its first claim).
 */
function severityColumnsOf(t: Table, fold: Fold): number[] {
  if (t.header.length === 2 && mentionsSeverity(t.header[0]!, fold)) return [];
  return t.header.flatMap((h, i) => (mentionsSeverity(h, fold) ? [i] : []));
}

/**
 * Every claim of `label` in `text` (fences already stripped): labelled lines, quoted or not, and key-value table rows.
 * For Severity, a cell outside a severity column that mentions severity however decorated
 * (`Severity Level`, `🔴 Severity`, `Sev`) is a label, and the cell after it its value (none: an empty value, refused).
 */
export function labelClaims(text: string, label: string, fold: Fold = same): Claim[] {
  const out: Claim[] = labelled(text, label, { quotes: true });
  for (const t of tables(text)) {
    // A two-column table may start with its first claim in the header row.
    const rows = t.header.length === 2 ? [{ cells: t.header, line: t.line }, ...t.rows] : t.rows;
    if (label === 'Severity') {
      const columns = severityColumnsOf(t, fold);
      for (const r of rows) {
        if (r.line === t.line && columns.length) continue;
        for (let c = 0; c < r.cells.length; c++)
          if (!columns.includes(c) && mentionsSeverity(r.cells[c]!, fold)) {
            out.push({ value: r.cells[c + 1] ?? '', line: r.line });
            c++;
          }
      }
      continue;
    }
    for (const r of rows) if (r.cells.length >= 2 && isLabel(r.cells[0]!, label)) out.push({ value: r.cells[1]!, line: r.line });
  }
  return out.sort((a, b) => a.line - b.line);
}

/**
 * Every table cell read as a severity label (a header cell of a severity column, a cell before its
 * value in a row, a two-column table's header row included): the page shows each, so each must be
 * a label and nothing more. A cell that also holds a level (`**Severity**: P0 (Critical) — …` as
 * a column's header) is a claim no reader of the table's values counts.
 */
export function severityLabelCells(text: string, fold: Fold = same): Claim[] {
  const out: Claim[] = [];
  for (const t of tables(text)) {
    const columns = severityColumnsOf(t, fold);
    for (const c of columns) out.push({ value: t.header[c]!, line: t.line });
    const rows = t.header.length === 2 ? [{ cells: t.header, line: t.line }, ...t.rows] : t.rows;
    for (const r of rows) {
      if (r.line === t.line && columns.length) continue;
      for (let c = 0; c < r.cells.length; c++)
        if (!columns.includes(c) && mentionsSeverity(r.cells[c]!, fold)) {
          out.push({ value: r.cells[c]!, line: r.line });
          c++;
        }
    }
  }
  return out;
}

/** A label cell that names a level too (`Severity P0`, `Severity: Critical`), the template's range note `(P0–P3)` aside. */
export const labelHoldsLevel = (cell: string, fold: Fold = same) =>
  [seen(cell), seen(cell, fold)].some((t) => {
    // Spaces collapsed first, so each `\s*` of the range note takes at most one (hazard 600: a run of them was quadratic).
    // eslint-disable-next-line proofgate/no-trailing-run -- linear (#658): the spaces are collapsed to one just before, so each run takes at most one character
    const rest = t.replace(/\s+/g, ' ').replace(/\(?\s*p0\s*(?:[-–—/]|to)\s*p3\s*\)?|p0\s*\/\s*p1\s*\/\s*p2\s*\/\s*p3/g, ' ');
    return /(?<![\p{L}\p{N}])(?:p[0-3]|critical|high|medium|low)(?![\p{L}\p{N}])/u.test(rest) || valueAfterSeparator(rest);
  });

/** A letter or digit after a `:` or `=` (`Severity: High`): looked for after the first one only, once, where `[:=][^\p{L}\p{N}]*[\p{L}\p{N}]` ran on from each. */
function valueAfterSeparator(text: string): boolean {
  const at = text.search(/[:=]/);
  return at >= 0 && /[\p{L}\p{N}]/u.test(text.slice(at + 1));
}

/** The cells of every table column whose header mentions severity (a summary of violations), empty cells left out. */
export function severityColumns(text: string, fold: Fold = same): Claim[] {
  const out: Claim[] = [];
  for (const t of tables(text)) {
    for (const col of severityColumnsOf(t, fold))
      for (const r of t.rows) {
        const cell = r.cells[col] ?? '';
        if (!EMPTY_CELL.test(cell.trim())) out.push({ value: cell, line: r.line });
      }
  }
  return out;
}

/** `P0 (Critical)` for Critical: the spelling the template writes a severity in. */
export const severityLine = (s: Severity) => `P${BY_P.indexOf(s)} (${s})`;

/**
 * What comes just before a row a negating quantifier names, in a text as `seen` gives it: "No C2
 * violations", "no C1/C2 markers", "none of the rules C1, C2", "zero violations of C3". A row
 * named so reports that it did not fire.
 */
const NEGATED =
  // eslint-disable-next-line proofgate/no-trailing-run -- linear (#637): it starts only at one of the few words of its head, and each listed row starts at a letter and digit after a required separator, so a failed `$` backs off one row at a time (1 MB: 11 ms)
  /(?<![\p{L}\p{N}])(?:no|zero|without(?:\s+any)?|none\s+of(?:\s+the)?|neither|not\s+(?:a\s+single|any))\s+(?:(?:violations?|findings?|issues?)\s+(?:of|for|under|against)\s+)?(?:(?:the\s+)?(?:rules?|rows?|criteri(?:on|a))\s+)?(?:\p{L}\d{1,2}\s*(?:[,/&]|or|and|nor)\s*)*$/u;

/** What comes before an `L3` that is a line of a file, not a row: `a.spec.ts (L3)`, `a.spec.ts#L3`, `(L3-L8)`. */
const LINE_AFTER_FILE = /(?:[\p{L}\p{N}_]\.[\p{L}\p{N}]+[\s,;:(#–—-]*|l\d+\s*[-–]\s*)$/u;

/**
 * The registry rows a text names (`C2`, `rule c2`, `**H1**`), a look-alike letter folded, except
 * those a negating quantifier names: the rows it says fired. An `L3` after a file is its line,
 * unless `fileLines` reads it as a row too (beside a level, either is a finding's).
 */
export function rowsNamed(text: string, known: (row: string) => boolean, fold: Fold = same, fileLines = false): string[] {
  const t = seen(text);
  const out: string[] = [];
  for (const m of t.matchAll(/(?<![\p{L}\p{N}])(\p{L})(\d{1,2})(?![\p{L}\p{N}])/gu)) {
    const row = (/^[chml]$/.test(m[1]!) ? m[1]! : fold(m[1]!).toLowerCase()).toUpperCase() + m[2]!;
    // A bounded look back: a paragraph of a thousand rows is read once.
    const before = t.slice(Math.max(0, m.index - 80), m.index);
    const fileLine = !fileLines && m[1] === 'l' && LINE_AFTER_FILE.test(before);
    if (known(row) && !NEGATED.test(before) && !fileLine && !out.includes(row)) out.push(row);
  }
  return out;
}
