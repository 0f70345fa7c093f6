import { findSections, sections } from './markdown.js';
import { quoted } from '../text/redact.js';
import { NUMBER, wholeCount } from './numbers.js';
import { countKey, reject, type Counts, type Severity } from './report.js';

/**
 * The ledger (`## Quality Score Breakdown`): the only place a number of the
 * score is read from. It is read from the raw text (the template fences it),
 * but only inside its own section and never from a quoted line, so a quoted
 * example elsewhere cannot lend the report a bonus. One ledger, one bonus.
 */
export interface Ledger {
  bonus: number;
  /** The deduction counts the ledger states, by severity (only those it states). */
  counts: Partial<Counts>;
  finalScore: number | null;
  /** The score before the cap (`Raw Deduction Score`), when the ledger states it. */
  rawScore: number | null;
  grade: string | null;
}

export const LEDGER_SECTION = 'Quality Score Breakdown';

// Two runs of spaces meet only across a required `*` or `+` (`\s*(?:\*+\s*)?` for `\s*\**\s*`): runs that could
// split one stretch of spaces between them were quadratic (#658).
export const BONUS_LINE = /^\**Total\s+Bonus\**\s*:\s*(?:\*+\s*)?\+\s*(\d+)\s*\**$/i;
export const BONUS_ROW = /^\|\s*\**Total\s+Bonus\**\s*\|\s*(?:\*+\s*)?(?:\+\s*)?(\d+)\s*(?:\*+\s*)?\|?$/i;
const BONUS_ANY = /^\|?\s*\**Total\s+Bonus\**\s*[:|]/i;
// Their numbers are read whole (NUMBER), so `1.0 × 10` or `79.5` is refused by name, never read as 0 or 79.
// The template writes a deduction negative (`-2 × 2 = -4`): that one minus is its form, not the count's.
const DEDUCTION = new RegExp(
  String.raw`^\|?\s*\**(Critical|High|Medium|Low)\s+(?:Violations|deductions)\b[^\p{N}\n]*?[-\u2212]?(${NUMBER})\s*[×x*]\s*\p{N}`,
  'iu',
);
// Or the count alone after its label (`Critical Violations: 0`, `| High Violations | 1 | -5 |`): a
// count is what must agree with **Total Violations**; the weight is the rubric's, not the report's.
const BARE_COUNT = new RegExp(
  String.raw`^\|?\s*\**(Critical|High|Medium|Low)\s+(?:Violations|deductions)\**\s*[:|]\s*\**\s*[-\u2212]?(${NUMBER})(?![\p{L}\p{N}])`,
  'iu',
);
// A line labelled as a severity's deductions: read by DEDUCTION or BARE_COUNT, or refused (a count in words is no count).
const DEDUCTION_LABEL = /^\|?\s*\**(Critical|High|Medium|Low)\s+(?:Violations|deductions)\b/i;
const FINAL = new RegExp(String.raw`^\|?\s*\**(?:Final|Effective)\s+Score\**\s*[:|]\s*\**\s*(${NUMBER})`, 'iu');
const RAW = new RegExp(String.raw`^\|?\s*\**Raw\s+Deduction\s+Score\**\s*[:|]\s*\**\s*(${NUMBER})`, 'iu');
export const GRADE = /^\|?\s*\**Grade\**\s*[:|]\s*(?:\*+\s*)?([A-F])\b/i;

function once<T>(found: T[], what: string): T | null {
  if (new Set(found).size > 1) reject(`"## ${LEDGER_SECTION}" states ${what} twice, differently: a report has one ledger`);
  return found[0] ?? null;
}

/**
 * `shown` is the body as the page shows it (code blank): its headings say where the ledger
 * section is (a `##` line inside a fence ends nothing), and its lines are read from `rawBody`,
 * fenced ones included. A list marker before a ledger line is read through.
 */
export function readLedger(rawBody: string, shown: string, bonusMax: number, struck: ReadonlySet<number> = new Set()): Ledger {
  const found = findSections(sections(shown), LEDGER_SECTION);
  if (found.length !== 1) reject(`expected exactly one "## ${LEDGER_SECTION}" section (found ${found.length})`);
  const { line: heading, body } = found[0]!;
  const lines = rawBody
    .split('\n')
    .slice(heading, heading + body.split('\n').length)
    .map((l) => l.trim().replace(/^(?:[-*+]|\d{1,9}[.)])\s+/, ''));
  const bonuses: number[] = [];
  const counts: Partial<Counts> = {};
  const finals: number[] = [];
  const raws: number[] = [];
  const grades: string[] = [];
  for (const [k, line] of lines.entries()) {
    if (line.startsWith('>')) continue; // a quote is not the ledger
    if (BONUS_ANY.test(line)) {
      if (struck.has(heading + k + 1))
        reject(`the ledger's Total Bonus line sits in a paragraph with a tilde (struck-out text on the page): write it plainly`);
      const m = BONUS_LINE.exec(line) ?? BONUS_ROW.exec(line);
      if (!m) reject(`the ledger's Total Bonus line ${quoted(line, 60)} does not read "Total Bonus: +N"`);
      bonuses.push(Number(m[1]));
    }
    const d = DEDUCTION.exec(line) ?? BARE_COUNT.exec(line);
    if (d) {
      const key = countKey((d[1]![0]!.toUpperCase() + d[1]!.slice(1).toLowerCase()) as Severity);
      if (counts[key] !== undefined) reject(`"## ${LEDGER_SECTION}" deducts ${d[1]} violations twice: a report has one ledger`);
      counts[key] = wholeCount(d[2]!, `the ledger deducts ${d[1]}`);
    } else if (DEDUCTION_LABEL.test(line))
      reject(`the ledger's line ${quoted(line, 60)} reads as no count: write it in digits ("N × weight", or N)`);
    const f = FINAL.exec(line);
    if (f) finals.push(wholeCount(f[1]!, 'the ledger writes its final score'));
    const r = RAW.exec(line);
    if (r) raws.push(wholeCount(r[1]!, 'the ledger writes its raw deduction score'));
    const g = GRADE.exec(line);
    if (g) grades.push(g[1]!.toUpperCase());
  }
  if (bonuses.length === 0) reject(`"## ${LEDGER_SECTION}" has no "Total Bonus: +N" line (a "| Total Bonus | N |" row is read too)`);
  if (bonuses.length > 1) reject(`"## ${LEDGER_SECTION}" has ${bonuses.length} Total Bonus lines: a report has one ledger`);
  const bonus = bonuses[0]!;
  if (bonus % 5 !== 0 || bonus > bonusMax) reject(`Total Bonus +${bonus} must be a multiple of 5 and at most ${bonusMax}`);
  return {
    bonus,
    counts,
    finalScore: once(finals, 'the final score'),
    rawScore: once(raws, 'the raw deduction score'),
    grade: once(grades, 'the grade'),
  };
}
