import { seen } from './claims.js';
import type { Severity } from './report.js';

/**
 * Which headings of a report read as a list of findings, line by line. A reader takes a line under
 * `## Critical`, `### P0 Blockers` or `#### Issues Found` for a finding at whatever level the
 * heading names, so the severity a line gives is its own words' and its enclosing headings' (any
 * level), and such a heading's subtree is held to the findings sections' rules.
 */

/** A level as a reader names one, the word or its P-number. */
export const LEVEL_OF: Record<string, Severity> = {
  critical: 'Critical',
  p0: 'Critical',
  high: 'High',
  p1: 'High',
  medium: 'Medium',
  p2: 'Medium',
  low: 'Low',
  p3: 'Low',
};

/**
 * A level in other words a reader takes as one (docs/command-test-review.md lists them): "must fix" (the
 * template's own name for Critical, `Critical Issues (Must Fix)`),
 * a blocker, a showstopper and "severe" are Critical; a SEV or bracketed S number and a priority
 * written in words are the P-number of the same digit (`SEV1`, `[S1]`, `Priority one` are P1, High).
 * A closed list: a level the reader cannot name is read by the place rules instead (uncountedFindings).
 */
const LEVEL_SYNONYM =
  /(?<![\p{L}\p{N}])(?:(must[\s-]*fix|(?<!non[\s-]?)blockers?|show[\s-]?stoppers?|severe)|sev[\s-]*([0-3])|(?<=[[(])s([0-3])(?=[\])])|s([0-3])(?=\s*:)|priority[\s-]*(zero|one|two|three|[0-3]))(?![\p{L}\p{N}])/gu;
const DIGIT_WORD = ['zero', 'one', 'two', 'three'];

/** The levels a text (as `seen` gives it) names, once each. */
export const levelsNamed = (text: string): Severity[] => [
  ...new Set([
    ...[...text.matchAll(/(?<![\p{L}\p{N}])(critical|high|medium|low|p[0-3])(?![\p{L}\p{N}])/gu)].map((m) => LEVEL_OF[m[1]!]!),
    ...[...text.matchAll(LEVEL_SYNONYM)].map((m) => {
      if (m[1]) return 'Critical' as const;
      const digit = (m[2] ?? m[3] ?? m[4] ?? m[5])!;
      return LEVEL_OF[`p${DIGIT_WORD.includes(digit) ? DIGIT_WORD.indexOf(digit) : digit}`]!;
    }),
  ]),
];

/** A heading that reads as a list of problems, whatever level it names (`Issues Found`, `Blocking Issues`, `Sev1`). */
const PROBLEMS =
  /(?<![\p{L}\p{N}])(?:issues?|findings?|problems?|bugs?|violations?|defects?|blockers?|blocking|concerns?|flaws?|(?:must|should)[\s-]*fix|sev(?:erit(?:y|ies))?\s*\d?)(?![\p{L}\p{N}])/u;

/**
 * How the report's reader treats a level-2 heading of its template: a findings section it reads
 * block by block (`findings`: a deeper heading in it is a block's), another section of the
 * template (`other`: what a heading above it named does not reach into it), or neither (null).
 */
export type TemplateSection = 'findings' | 'other' | null;

/** The heading a line is under that reads as a findings section, and the levels its enclosing headings name. */
export interface FindingsHeading {
  /** 1-based line of the nearest enclosing heading that reads as one. */
  line: number;
  heading: string;
  levels: Severity[];
}

interface Open {
  line: number;
  heading: string;
  /** A template section: nothing above it reaches in. */
  settled: boolean;
  findings: boolean;
  levels: Severity[];
}

/** What a heading names, its file names aside (`# Test Quality Review: critical-path.spec.ts` names no level). */
function headingWords(heading: string, fold: (text: string) => string): { findings: boolean; levels: Severity[] } {
  const words = heading
    .split(/\s+/)
    .filter((w) => !/[\p{L}\p{N}_]\.[\p{L}\p{N}]/u.test(w))
    .join(' ');
  // As written and as folded (`Сritical` in Cyrillic reads as Critical).
  const readings = [seen(words), seen(words, fold)];
  const levels = [...new Set(readings.flatMap(levelsNamed))];
  return { findings: levels.length > 0 || readings.some((r) => PROBLEMS.test(r)), levels };
}

/**
 * For each line of `body` (index 0 is line 1), the nearest enclosing heading (any level, ATX: the
 * page reader refuses setext ones) that reads as a findings section, with the levels its enclosing
 * headings name, or undefined. A heading's own line is under its parent. The template's own
 * sections (`template`) are read by their own rules: what a heading above one names stops there,
 * and the headings inside a findings section of the template are its blocks. Linear: the open
 * headings are at most six, and each line takes the reading of the last heading before it.
 */
export function findingsHeadings(
  body: string,
  fold: (text: string) => string,
  template: (heading: string) => TemplateSection,
): (FindingsHeading | undefined)[] {
  const open: (Open | undefined)[] = [];
  let current: FindingsHeading | undefined;
  let inBlocks = false;
  return body.split('\n').map((line, i) => {
    const here = current;
    const hashes = /^(#{1,6})\s+\S/.exec(line)?.[1];
    if (hashes === undefined || (inBlocks && hashes.length > 2)) return here;
    const depth = hashes.length;
    const heading = line.slice(depth).trim();
    const kind = depth === 2 ? template(heading) : null;
    inBlocks = kind === 'findings';
    open.length = depth - 1;
    open[depth - 1] = {
      line: i + 1,
      heading,
      settled: kind !== null,
      ...(kind === null ? headingWords(heading, fold) : { findings: false, levels: [] }),
    };
    // The open headings from the nearest out, up to a template section.
    const chain: Open[] = [];
    for (let d = depth - 1; d >= 0; d--) {
      const h = open[d];
      if (!h) continue;
      if (h.settled) break;
      chain.push(h);
    }
    const nearest = chain.find((h) => h.findings);
    current = nearest && { line: nearest.line, heading: nearest.heading, levels: [...new Set(chain.flatMap((h) => h.levels))] };
    return here;
  });
}
