import { posix } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ProofgateError } from '../text/errors.js';
import { quoted } from '../text/redact.js';
import { composedTwins, shownName, shownSpellings } from '../text/list.js';
import { promptShownString } from '../text/neutralise.js';
import { opensWithFence } from '../text/fences.js';
import {
  asRead,
  blockTitle,
  entries,
  findSections,
  labelled,
  sameSection,
  sections,
  shownHeading,
  subBlocks,
  tables,
  unwrap,
  type Section,
} from './markdown.js';
import {
  labelClaims,
  labelHoldsLevel,
  mentionsSeverity,
  seen,
  SEVERITY_WORD,
  severityColumns,
  severityLabelCells,
  severityLine,
  severityOf,
  rowsNamed,
} from './claims.js';
import { pageReadingProblem, readAsPage, withoutCodeSpans } from './page-reading.js';
import { LEDGER_SECTION, readLedger, type Ledger } from './ledger.js';
import { NUMBER, wholeCount } from './numbers.js';
import { computeScore, grade } from './score.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';
import { LINE_AFTER_PATH, pathFinder, pathReadings, type PathFinder } from './path-mentions.js';
import { reportBoundProblem } from './report-bounds.js';
import { findingsHeadings, LEVEL_OF, levelsNamed, type FindingsHeading, type TemplateSection } from './finding-headings.js';

/**
 * The strict reader of an agent's test-review report. Every rule is a reason
 * to refuse (exit 3): a report that cannot be read exactly is not a verdict.
 * It reads what the agent claimed; score.ts decides what those claims are worth.
 */

export const SEVERITIES = ['Critical', 'High', 'Medium', 'Low'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const RECOMMENDATIONS = ['Approve', 'Approve with Comments', 'Request Changes', 'Block'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const CONTEXT_BASES = ['none', 'pr_diff_truncated', 'pr_diff'] as const;
export type ContextBasis = (typeof CONTEXT_BASES)[number];
export const EXECUTION_MODES = ['agent-team', 'subagent', 'sequential'] as const;

export const CRITICAL_SECTION = 'Critical Issues (Must Fix)';
export const SHOULD_FIX_SECTION = 'Recommendations (Should Fix)';

export type Counts = { critical: number; high: number; medium: number; low: number };
const KEY: Record<Severity, keyof Counts> = { Critical: 'critical', High: 'high', Medium: 'medium', Low: 'low' };
export const countKey = (s: Severity): keyof Counts => KEY[s];

export interface ReportFinding {
  section: typeof CRITICAL_SECTION | typeof SHOULD_FIX_SECTION;
  title: string;
  severity: Severity;
  row: string;
  path: string | null;
  line: number | null;
  /** The end of a `path:4-8` range. */
  lineEnd: number | null;
  /** Which `###` block of its section (0-based), so a cut can find it again. */
  block: number;
}

export interface ParsedReport {
  recommendation: Recommendation;
  qualityScore: number;
  /** The grade the header states next to the score, if any. */
  grade: string | null;
  ledger: Ledger;
  violations: Counts;
  bonus: number;
  findings: ReportFinding[];
  /** The lines (1-based, as the file's) of the **Recommendation** lines that state the verdict: the ones a published copy rewrites. */
  verdictLines: number[];
  reviewedFiles: string[];
  contextBasis: ContextBasis;
  contextFiles: string[];
  excludedFiles: string[];
  keyStrengths: string[];
  keyWeaknesses: string[];
  advisoryObservations: string[];
  executionMode?: string;
}

/** What the run supplied: the report must describe this run and no other. */
export interface RunContract {
  reviewSet: string[];
  /** Review-set files the scope agrees may leave it (admitted by --test-glob or --files alone, not by the test rules). */
  excludable: string[];
  contextFiles: string[];
  contextBasis: ContextBasis;
  unscorable: string[];
}

/** Row id → severity, from the skill's criteria registry. */
export type Registry = Map<string, Severity>;

export interface ParseOptions {
  registry: Registry | null;
  contract?: RunContract;
  /** The rubric's bonus ceiling (30, or 25 for TEA rubric 5.0). */
  bonusMax?: number;
  /** Folds look-alike letters (the confusable skeleton), so a `Ѕeverity` in Cyrillic is a Severity line too. */
  fold?: (text: string) => string;
  /**
   * The counts a restated count is compared with, when not the report's own **Total Violations**: the
   * agent's, for the published copy (its counts rewritten to the gated ones, its prose as written).
   */
  restatedAgainst?: Counts;
}

export function reject(why: string): never {
  throw new ProofgateError(`invalid report: ${why}`, TEST_REVIEW_EXIT.agent);
}

function titleCase(word: string): Severity {
  return (word[0]!.toUpperCase() + word.slice(1).toLowerCase()) as Severity;
}

/**
 * The frontmatter keys the test-review workflows write (the TEA template's resume state and the
 * documents it read; proofgate's template names its rubric), each with the shape its value has.
 */
const FRONTMATTER: Record<string, { shape: string; ok: (v: unknown) => boolean }> = {
  workflowType: { shape: 'testarch-test-review', ok: (v) => v === 'testarch-test-review' },
  stepsCompleted: {
    shape: 'a list of step names (step-01-load-context, …: lowercase letters, digits and -)',
    ok: (v) => Array.isArray(v) && v.every(isStep),
  },
  lastStep: { shape: 'a step name (step-04-generate-report)', ok: (v) => isStep(v) },
  lastSaved: { shape: 'a date (2026-07-29), or empty', ok: (v) => typeof v === 'string' && /^[\d\-:.TZ +]{0,40}$/.test(v) },
  inputDocuments: {
    shape: 'a list of file paths (no spaces or colons)',
    ok: (v) => Array.isArray(v) && v.every((p) => typeof p === 'string' && /^[\w./@+~-]{1,400}$/.test(p)),
  },
  rubric: { shape: 'a rubric name (proofgate-test-review)', ok: (v) => typeof v === 'string' && /^[a-z0-9-]{1,64}$/.test(v) },
};
const FRONTMATTER_KEYS = Object.keys(FRONTMATTER);
function isStep(v: unknown): boolean {
  return typeof v === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(v);
}

/**
 * The report after its frontmatter, the frontmatter's lines kept blank: a line number the reader
 * gives is the line an editor shows in the file (a blank line before the first block shows nothing).
 */
function frontmatter(text: string): { body: string; lines: number } {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(text);
  if (!m) {
    // What a writer often puts around a document it was asked to write, named so the next attempt can leave it out.
    // Linear: one search for the key, one for a `---` line before it.
    const key = text.search(/^workflowType:/m);
    const later = key > 0 && /^---\r?$/m.test(text.slice(0, key));
    if (later && opensWithFence(text))
      reject('the report is wrapped in a Markdown fence: write the Markdown itself, its first line the `---` of the frontmatter');
    if (later) reject('text comes before the frontmatter: the report starts with the `---` line of its frontmatter');
    reject('no YAML frontmatter at the top (a leading `---` block with workflowType: testarch-test-review)');
  }
  // A renderer that knows no frontmatter (cmark-gfm, a comment) shows it as Markdown, which the
  // parser never reads: nothing in it may render as structure or emphasis.
  m[1]!.split(/\r?\n/).forEach((line, i) => {
    const t = line.trim();
    if (t === '' || /^[#>|<]/.test(t) || /\*\*|__|`/.test(t) || /:\s*[|>][+-]?\d*\s*$/.test(t))
      reject(
        `frontmatter line ${i + 2} (${quoted(t, 40)}) would render as Markdown where the report is shown: keep the frontmatter to plain keys, values and lists (no blank line, comment, block text or emphasis)`,
      );
  });
  let fm: unknown;
  try {
    fm = parseYaml(m[1]!, { logLevel: 'error' });
  } catch (err) {
    reject(`the frontmatter is not valid YAML (${(err as Error).message.split('\n')[0]})`);
  }
  const doc = (fm && typeof fm === 'object' ? fm : {}) as Record<string, unknown>;
  if (doc.workflowType !== 'testarch-test-review') reject('frontmatter workflowType must be testarch-test-review');
  // Resume state for an interactive run: optional, but when present it must list steps.
  if (Array.isArray(doc.stepsCompleted) && doc.stepsCompleted.length === 0)
    reject('frontmatter stepsCompleted is empty: list the completed steps, or leave the key out');
  // Shown to a reader (a table on GitHub, text elsewhere) and never read for the verdict: only the
  // workflows' own keys, each holding what they write there, so no claim can stand in it.
  for (const [key, value] of Object.entries(doc)) {
    const known = FRONTMATTER[key];
    if (!known)
      reject(
        `frontmatter key ${quoted(key, 40)} is not one the test-review workflow writes (${FRONTMATTER_KEYS.join(', ')}): it is shown where the report is, and the verdict never reads it`,
      );
    if (!known.ok(value)) reject(`frontmatter ${key} must be ${known.shape}`);
  }
  const lines = m[0].split('\n').length - 1;
  return { body: '\n'.repeat(lines) + text.slice(m[0].length), lines };
}

function one(all: Section[], heading: string): Section | undefined {
  return findSections(all, heading)[0];
}

/** A section the report is read for, written twice, would leave what the second says unread: refused. */
function onlyOne(all: Section[], heading: string): Section | undefined {
  const found = findSections(all, heading);
  if (found.length > 1) reject(`"## ${heading}" appears ${found.length} times: write what it holds under one such heading`);
  return found[0];
}

const asRecommendation = (value: string): Recommendation | undefined => {
  const v = value.replace(/[*_]/g, '').trim().toLowerCase();
  return RECOMMENDATIONS.find((r) => r.toLowerCase() === v);
};

/**
 * The one verdict of a section. A second section of the same name, or a second
 * **Recommendation** line naming another verdict (text pasted from the pull request,
 * say), makes the report ambiguous: refused, never resolved by taking the first.
 */
function recommendationIn(all: Section[], heading: string): Recommendation {
  const found = findSections(all, heading);
  if (found.length > 1) reject(`"## ${heading}" appears ${found.length} times: a report gives one verdict`);
  const section = found[0];
  if (!section) reject(`no "## ${heading}" section with a **Recommendation** line`);
  const [first, ...more] = labelled(section.body, 'Recommendation');
  if (!first) reject(`no **Recommendation** line in "## ${heading}"`);
  const rec = asRecommendation(first.value);
  if (!rec) reject(`**Recommendation** in "## ${heading}" is ${quoted(first.value, 60)}: expected one of ${RECOMMENDATIONS.join(' | ')}`);
  const other = more.map((l) => asRecommendation(l.value)).find((r) => r !== undefined && r !== rec);
  if (other) reject(`"## ${heading}" gives two verdicts: ${rec} and ${other}`);
  return rec;
}

/** Every score line outside fences and quotes must state the same N/100; the grade beside it is read too. */
function qualityScore(body: string): { score: number; grade: string | null } {
  // Every score line counts: `**40**/100` is 40 on the page, never a line to skip.
  const lines = labelled(body, 'Quality Score');
  if (lines.length === 0) reject('no **Quality Score**: N/100 line');
  const read = lines.map((l) => {
    const m = /^(-?\d+)\s*\/\s*100\b\s*(?:\(\s*(?:Grade\s*:?\s*)?([A-F])\b)?/i.exec(l.value.replace(/[*_]/g, ''));
    if (!m) reject(`**Quality Score** ${quoted(l.value, 30)} is not N/100`);
    return { score: Number(m[1]), grade: m[2]?.toUpperCase() ?? null };
  });
  const { score, grade } = read[0]!;
  if (read.some((r) => r.score !== score)) reject(`the report states two quality scores (${read.map((r) => r.score).join(', ')})`);
  if (score < 0 || score > 100) reject(`**Quality Score** ${score}/100 is outside 0..100`);
  return { score, grade };
}

/** `N/100` as a score a reader takes in. */
const OUT_OF_100 = /(?<![\p{L}\p{N}.,])(\p{N}+)\s*\/\s*100(?![\p{N}.,]\p{N})/gu;
/** A grade as a labelled value (`**Quality Grade**: F`, `| Grade | F |`): a letter A-F alone, a sign or a word after it. */
const GRADE_VALUE = /^([a-f])(?:[+-]|\s|[^\p{L}\p{N}]|$)/iu;

/** The lines of the ledger sections, heading and body: each body split once, never in a loop's bound. */
function ledgerLines(all: Section[]): number[] {
  const lines: number[] = [];
  for (const sec of findSections(all, LEDGER_SECTION)) {
    const count = sec.body.split('\n').length;
    for (let k = 0; k <= count; k++) lines.push(sec.line + k);
  }
  return lines;
}

/**
 * Every `N/100` and every labelled grade outside the header's score lines, the ledger (compared on its
 * own) and the rule lines must be the score read and its grade: a second score or grade the page
 * shows (`**Final Quality Score**: 40/100`, `The suite scores 40/100.`, `**Quality Grade**: F`) is one
 * the gate never reads, refused.
 */
function scoresElsewhere(body: string, all: Section[], score: number, stated: string | null): void {
  const expected = stated ?? grade(score);
  const skipped = new Set(
    ['Quality Score', 'Raw Deduction Score', 'Score Override Rule', 'Verdict Rule'].flatMap((l) => labelled(body, l).map((c) => c.line)),
  );
  const ledger = new Set(ledgerLines(all));
  for (const line of ledger) skipped.add(line);
  const refuse = (line: number, text: string, what: string): never =>
    reject(
      `line ${line} shows ${what} (${quoted(text.trim(), 60)}) but the report's **Quality Score** is ${score}/100 (${expected}): a report states one score, on its **Quality Score** line`,
    );
  // The ledger's own score lines are read by readLedger; any other score the section shows is held to N/100 as elsewhere.
  const lines = body.split('\n');
  for (const i of ledger) {
    const text = seen(withoutCodeSpans(lines[i - 1] ?? '', ' '));
    const label = LABEL_THEN_VALUE.exec(text.replace(/^[^\p{L}]+/u, ''))?.[1]!.trim();
    const other = label !== undefined && LEDGER_SCORE_LABEL.test(label) ? null : scoreInOtherShape(text, score);
    if (other) refuse(i, text, `a score written ${quoted(other, 20)}, not N/100`);
  }
  // A table of earlier reviews (dated, a trend) shows their scores, not this one's.
  for (const t of tables(body)) if (t.header.some((h) => OTHER_REVIEWS.test(seen(h)))) for (const r of t.rows) skipped.add(r.line);
  lines.forEach((line, i) => {
    if (skipped.has(i + 1)) return;
    const text = seen(withoutCodeSpans(line, ' '));
    for (const m of text.matchAll(OUT_OF_100))
      if (wholeCount(m[1]!, `line ${i + 1} writes a score`) !== score) refuse(i + 1, line, `the score ${m[1]}/100`);
    const pair = LABEL_THEN_VALUE.exec(text.replace(/^[^\p{L}]+/u, ''));
    if (pair) gradeAgrees(pair[1]!, pair[3]!, expected, (g) => refuse(i + 1, line, `the grade ${g}`));
    const other = scoreInOtherShape(text, score);
    if (other) refuse(i + 1, line, `a score written ${quoted(other, 20)}, not N/100`);
  });
  for (const t of tables(body))
    for (const r of [{ cells: t.header, line: t.line }, ...t.rows]) {
      if (skipped.has(r.line)) continue;
      r.cells.forEach((cell, k) => {
        gradeAgrees(seen(cell), seen(r.cells[k + 1] ?? ''), expected, (g) =>
          refuse(r.line, `| ${r.cells.join(' | ')} |`, `the grade ${g}`),
        );
        // A key-value row (`| Score | 41% |`): the label in one cell, the score in the next.
        const other = k + 1 < r.cells.length ? scoreInOtherShape(`${seen(cell)}: ${seen(r.cells[k + 1]!)}`, score) : null;
        if (other) refuse(r.line, `| ${r.cells.join(' | ')} |`, `a score written ${quoted(other, 20)}, not N/100`);
      });
    }
}

/** A label that names a score (`**Score**`, `Quality`, `Rating`, `Overall score`): a few words, the last a score's (`Test Quality Review` is a title). */
const SCORE_LABEL = /^(?:[\p{L}\p{M}'’-]+\s+){0,3}(?:scores?|scored|scoring|ratings?|rated|quality)$/u;
/** A number in English words (`forty-one`, `a hundred`): a score written so is one the gate never reads. */
const SCORE_IN_WORDS =
  /(?<![\p{L}])(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)(?![\p{L}])/u;
/** The ledger's own score labels (readLedger, tidy's canonical ledger), read there. */
const LEDGER_SCORE_LABEL = /^(?:(?:starting|base|final|effective|raw deduction) score|score (?:cap|rule|override rule)|total bonus)$/u;
/** A line that opens with a score and its number, no separator between (`Score 41 pts`, `Rating 4/10`); prose that quotes another run's score is the peer's own fixtures' (`the authoritative score is 90`). */
const SCORE_THEN_NUMBER =
  /^[^\p{L}]*(?:scores?|scored|ratings?|rated)\s+(?:(?:of|is|at|was|=)\s+)?(\p{N}+(?:[.,]\p{N}+)?\s*(?:%|\/\s*\p{N}+|out\s+of\s+\p{N}+|pts?|points?|percent)?)/u;

/**
 * A score the page shows in another shape than N/100 (`**Score**: 41%`, `4/10`, `0.41`, `41 out of 100`,
 * `Score 41 pts`): the gate compares every N/100 (scoresElsewhere) and reads no other shape, so a label
 * naming a score carries N/100 and nothing else with a number, and a score in prose is the report's as a
 * whole number. What it shows, or null. The text is as `seen` gives it.
 */
function scoreInOtherShape(text: string, score: number): string | null {
  const rest = text.replace(OUT_OF_100, ' ');
  const pair = LABEL_THEN_VALUE.exec(rest.replace(/^[^\p{L}]+/u, ''));
  if (pair && SCORE_LABEL.test(pair[1]!.trim()) && (/\p{N}/u.test(pair[3]!) || SCORE_IN_WORDS.test(pair[3]!))) return pair[3]!.trim();
  const prose = SCORE_THEN_NUMBER.exec(rest.trimStart());
  if (prose && prose[1]!.trim() !== String(score)) return prose[1]!.trim();
  return null;
}

/** A label naming a grade whose value is another grade letter than the report's. */
function gradeAgrees(label: string, value: string, expected: string, refuse: (g: string) => never): void {
  if (!/(?<![\p{L}])grade(?![\p{L}])/iu.test(label)) return;
  const m = GRADE_VALUE.exec(value.trim());
  if (m && m[1]!.toUpperCase() !== expected) refuse(m[1]!.toUpperCase());
}

/** The header's `**Raw Deduction Score**` (the score before the cap), read whole when stated; two that differ are refused. */
function rawScore(body: string): number | null {
  const read = labelled(body, 'Raw Deduction Score').map((l) => {
    const m = new RegExp(`^(${NUMBER})\\s*(?:/\\s*100\\b|$)`, 'u').exec(l.value.replace(/[*_]/g, '').trim());
    if (!m) reject(`**Raw Deduction Score** ${quoted(l.value, 30)} is not N/100`);
    return wholeCount(m[1]!, '**Raw Deduction Score**');
  });
  if (new Set(read).size > 1) reject(`the report states two raw deduction scores (${read.join(', ')})`);
  return read[0] ?? null;
}

const COUNT = new RegExp(`(${NUMBER})\\s*(critical|high|medium|low)\\b|\\b(critical|high|medium|low)\\s*:\\s*(${NUMBER})`, 'giu');

function countsOf(value: string): Counts {
  const counts: Partial<Counts> = {};
  // `2 **High**` is 2 High on the page: emphasis is not part of a count.
  for (const m of value.replace(/[*_]/g, '').matchAll(COUNT)) {
    const severity = titleCase((m[2] ?? m[3])!);
    const n = wholeCount((m[1] ?? m[4])!, `**Total Violations** writes ${severity}`);
    // `~~0 Critical~~ 2 Critical` shows the second: two counts of one severity are refused, never settled by the first.
    const seen = counts[countKey(severity)];
    if (seen !== undefined && seen !== n) reject(`**Total Violations** counts ${severity} twice (${seen} and ${n}): write each count once`);
    counts[countKey(severity)] = n;
  }
  for (const s of SEVERITIES)
    if (counts[countKey(s)] === undefined)
      reject(`**Total Violations** has no ${s} count: write all four (N Critical, N High, N Medium, N Low)`);
  // Text beside the four counts (`(excluding one Critical)`) is shown and never read: the line holds the counts alone.
  const rest = value.replace(/[*_]/g, '').replace(COUNT, ' ');
  if (!/^(?:[\s,;|/.&+()]|and(?![\p{L}])|p[0-3](?![\p{L}\p{N}]))*$/iu.test(rest))
    reject(`**Total Violations** writes ${quoted(rest.trim(), 40)} beside its counts: write the four counts and nothing else`);
  return counts as Counts;
}

/** The counts: every **Total Violations** line outside fences and quotes must say the same. */
function totalViolations(body: string): Counts {
  const lines = labelled(body, 'Total Violations');
  if (lines.length === 0) reject('no **Total Violations** line (N Critical, N High, N Medium, N Low)');
  const [first, ...rest] = lines.map((l) => countsOf(l.value));
  for (const other of rest)
    if (SEVERITIES.some((s) => other[countKey(s)] !== first![countKey(s)]))
      reject('the report has two **Total Violations** lines that disagree: it counts its findings once');
  return first!;
}

const SPELT_LOCATION = new RegExp(String.raw`^(?:\x60([^\x60]+)\x60|(\S+?))${LINE_AFTER_PATH}\s*\)?$`, 'iu');

/** A finding's lines in order: `2-1` is lines 1-2 (reversed, it spanned no line, so no changed one either). */
function span(from: number, to: number | null): { line: number; lineEnd: number | null } {
  return to === null || to >= from ? { line: from, lineEnd: to } : { line: to, lineEnd: from };
}

function location(body: string, where: string): { path: string | null; line: number | null; lineEnd: number | null } {
  const all = labelClaims(body, 'Location');
  if (all.length > 1) reject(`${where} states its **Location** ${all.length} times: one finding, one place`);
  const loc = all[0];
  if (!loc) return { path: null, line: null, lineEnd: null };
  const v = unwrap(loc.value);
  // `path` (line 3), path, line 3, path (L3), path#L3: the line as a model writes it after the path.
  // Bounded: a location is a path and a line, and the lazy path before the separators is tried at each length.
  const spelt = v.length <= 1000 ? SPELT_LOCATION.exec(v) : null;
  if (spelt) {
    const path = canonicalPath((spelt[1] ?? spelt[2])!.trim(), 'a finding **Location**');
    return { path, ...span(Number(spelt[3]), spelt[4] ? Number(spelt[4]) : null) };
  }
  if (v.includes('`'))
    reject(
      `${where} has **Location** ${quoted(v, 60)}, which is not read as a place: write the path and line alone, as \`path:line\` (\`tests/a.spec.ts:3\`)`,
    );
  const m = /^(.+?)(?::(\d+)(?:\s*[-–]\s*(\d+))?)?(?::\d+)?$/.exec(v);
  if (!m) return { path: null, line: null, lineEnd: null };
  const path = canonicalPath(m[1]!.trim(), 'a finding **Location**');
  return { path, ...(m[2] ? span(Number(m[2]), m[3] ? Number(m[3]) : null) : { line: null, lineEnd: null }) };
}

/** The one severity of a finding block, in any spelling, or a refusal. */
function blockSeverity(claims: { value: string }[], where: string): Severity {
  if (claims.length > 1) reject(`${where} states its **Severity** ${claims.length} times: one finding, one severity`);
  const value = claims[0]!.value;
  const severity = severityOf(value);
  if (severity === 'mismatch') reject(`${where} has **Severity** ${quoted(value, 40)}: the P-number and the word disagree`);
  if (!severity) reject(`${where} has **Severity** ${quoted(value, 40)}: expected P0 (Critical), P1 (High), P2 (Medium) or P3 (Low)`);
  return severity;
}

/** The letters a line starts with as a reader sees them: compatibility forms folded, list, task, heading, quote and footnote markers and emphasis dropped, then look-alike letters folded. */
const bareStart = (line: string, fold: (text: string) => string) =>
  fold(
    line
      .normalize('NFKC')
      .replace(/^[\s>]*(?:#{1,6}\s+)?(?:\[\^[^\]]*\]:\s*)?(?:(?:[-*+]|\d+[.)])\s+)?(?:\[[ xX]\]\s*)?/, '')
      .replace(/[*_`\\|]/g, '')
      // Whatever else comes before the first letter (an emoji, a link's bracket, a number) shows as a prefix.
      .replace(/^[^\p{L}]+/u, ''),
  ).toLowerCase();

/**
 * A line that starts with the word Severity (or Row, in a finding block: `words`) but is not one
 * of the claims read from it (an ordered or task list item, a heading, a split line, a table
 * without its leading pipe, an escaped colon): the page shows a severity the parser would not count.
 */
function unreadClaim(
  body: string,
  claims: { line: number }[],
  fold: (text: string) => string,
  words = /^(sev(?:erit(?:y|ies))?|row)\b/,
): { line: number; label: string; text: string } | undefined {
  const read = new Set(claims.map((c) => c.line));
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = words.exec(bareStart(lines[i]!, fold));
    if (m && !read.has(i + 1)) return { line: i + 1, label: m[1] === 'row' ? 'Row' : 'Severity', text: lines[i]!.trim() };
  }
  return undefined;
}

function findingsIn(
  section: Section | undefined,
  name: ReportFinding['section'],
  registry: Registry | null,
  fold: (text: string) => string,
): ReportFinding[] {
  if (!section) return [];
  // A severity or row written before the first ### block belongs to no finding: it would be lost.
  // Cut as subBlocks cuts blocks (lines end at `\n` alone): a U+2028 or CR is no line start.
  const lines = section.body.split('\n');
  const first = lines.findIndex((l) => blockTitle(l) !== undefined);
  const preamble = (first < 0 ? lines : lines.slice(0, first)).join('\n');
  if (labelClaims(preamble, 'Severity', fold).length || labelClaims(preamble, 'Row').length)
    reject(`"## ${name}" has a **Severity** or **Row** line outside a "### " finding block: give each finding its own block`);
  const out: ReportFinding[] = [];
  // Where each block's title is in the section, so a block's line is named as the file's.
  const titles = lines.flatMap((l, k) => (blockTitle(l) !== undefined ? [k] : []));
  subBlocks(section.body).forEach((block, i) => {
    const where = `"## ${name}" block ${i + 1} (${quoted(block.title, 60)})`;
    const sevClaims = labelClaims(block.body, 'Severity', fold);
    const rowClaims = labelClaims(block.body, 'Row');
    const unread = unreadClaim(block.body, [...sevClaims, ...rowClaims], fold);
    if (unread)
      reject(
        `${where} line ${section.line + 1 + titles[i]! + unread.line} reads as a **${unread.label}** the report does not state as one (${quoted(unread.text, 40)}): write "**${unread.label}**: …" on a line of its own`,
      );
    if (sevClaims.length === 0) {
      if (rowClaims.length) reject(`${where} cites a **Row** but states no **Severity**: a finding states both`);
      if (name === CRITICAL_SECTION) reject(`${where} has no **Severity**: P0 (Critical) line`);
      return; // a sub-heading under Recommendations with neither line is prose, not a finding
    }
    const severity = blockSeverity(sevClaims, where);
    if (name === CRITICAL_SECTION && severity !== 'Critical')
      reject(`${where} is ${severity} under "## ${CRITICAL_SECTION}": only P0 (Critical) findings belong there`);
    if (rowClaims.length !== 1)
      reject(
        rowClaims.length === 0
          ? `${where} has no **Row**: line naming its criteria-registry row`
          : `${where} cites ${rowClaims.length} **Row** lines: one finding, one row`,
      );
    const row = unwrap(rowClaims[0]!.value);
    if (!/^[CHML]\d+$/.test(row)) reject(`${where} cites row ${quoted(row, 30)}: expected a registry id such as C1, H3, M2, L1`);
    if (registry) {
      const rowSeverity = registry.get(row);
      if (!rowSeverity) reject(`${where} cites row ${row}, which the criteria registry does not have`);
      if (rowSeverity !== severity) reject(`${where} is ${severity} but row ${row} is ${rowSeverity} in the criteria registry`);
    }
    out.push({ section: name, title: block.title.replace(/^\d+[.)]\s*/, ''), severity, row, ...location(block.body, where), block: i });
  });
  return out;
}

/** The labels the template writes one under another in a paragraph: a line starting with one of them is a line of its own. */
const TEMPLATE_LABELS = new Set(
  [
    'Quality Score',
    'Review Date',
    'Review Scope',
    'Review ID',
    'Reviewer',
    'Workflow',
    'Version',
    'Timestamp',
    'Generated By',
    'Recommendation',
    'Overall Assessment',
    'Context Basis',
    'Context Waivers Applied',
    'Execution Mode',
    'Convention Baseline',
    'Total Violations',
    'Severity',
    'Row',
    'Location',
    'Criterion',
    'Knowledge Base',
    'Issue Description',
    'Current Code',
    'Recommended Fix',
    'Recommended Improvement',
    'Why This Matters',
    'Why This Is Good',
    'Related Violations',
    'Priority',
    'Pattern',
    'Rationale',
    'Provenance',
    'Story File',
    'Test Design',
    'Test IDs',
    'Test Framework',
    'Language',
    'File Path',
    'File Size',
    'Raw Deduction Score',
    'Score Cap',
    'Score Override Rule',
    'Verdict Rule',
    'Risk Assessment',
    // proofgate's own template (skills/test-review/report-template.md) and the peer's test-review-template.md.
    'Review Mode',
    'Assertion Types',
    'Assertions per Test',
    'Average Test Length',
    'Benefits',
    'Code Example',
    'Data Factories Used',
    'Describe Blocks',
    'Fixtures Used',
    'For Approve',
    'For Approve with Comments',
    'For Request Changes',
    'For Block',
    'Priority Distribution',
    'Priority Framework',
    'Suite Average',
    'Test Cases (it/test)',
    'Total Assertions',
    'Use as Reference',
  ].map((l) => l.toLowerCase()),
);

/** Labels read line by line (Severity and Row are held by unreadClaim, Total Bonus by the ledger). */
const LINE_LABELS = [
  'Recommendation',
  'Quality Score',
  'Total Violations',
  'Context Basis',
  'Context Waivers Applied',
  'Execution Mode',
  'Convention Baseline',
] as const;

/**
 * A line that shows a claim of a label the report is read for (the label, then a colon, a dash,
 * a pipe or an equals sign, whatever comes before it: an emoji, a list number, a link's bracket,
 * emphasis, an escape) but is not read as one, is refused: the page would show a claim nothing
 * counts. So is a number in another script's digits, and a verdict anywhere that is not the
 * report's (struck-out text is continuedClaims'). Quoted lines are quotes.
 */
function unstatedClaims(body: string, verdict: Recommendation, fold: (text: string) => string): number[] {
  const lines = body.split('\n');
  // As a reader sees it: emphasis, code marks and escapes gone, whatever comes before the first letter dropped; look-alikes folded to compare.
  const plain = (text: string) =>
    text
      .normalize('NFKC')
      .replace(/[*_`\\]/g, '')
      .replace(/^[^\p{L}]+/u, '');
  const bare = (text: string) => fold(plain(text)).toLowerCase();
  const labels = new Map([...LINE_LABELS, 'Location' as const].map((label) => [bare(label), label]));
  const read = new Map(
    [...labels.values()].map((label) => [
      label,
      new Set((label === 'Location' ? labelClaims(body, label) : labelled(body, label)).map((c) => c.line)),
    ]),
  );
  lines.forEach((line, i) => {
    if (/^\s*>/.test(line)) return;
    // The words before the first separator (a colon, a pipe, an equals sign, a dash), folded, are the label.
    const m = LABEL_BEFORE.exec(plain(line));
    const label = m && labels.get(bare(m[0].trimEnd()));
    if (!label) return;
    if (!read.get(label)!.has(i + 1))
      reject(
        `line ${i + 1} reads as a **${label}** the report does not state as one (${quoted(line.trim(), 40)}): write "**${label}**: …" on a line of its own`,
      );
    if (/(?![0-9])\p{Nd}/u.test(line)) reject(`line ${i + 1} writes a number of its **${label}** in another script's digits: write 0-9`);
  });
  // A cell after a table's first (the first starts its line), header rows included: a label the page shows in a cell is never read.
  for (const t of tables(body))
    for (const r of [{ cells: t.header, line: t.line }, ...t.rows])
      for (const cell of r.cells.slice(1)) {
        const m = LABEL_BEFORE_IN_CELL.exec(plain(cell));
        const label = m && labels.get(bare(m[0].trimEnd()));
        if (label)
          reject(
            `line ${r.line} has a table cell that reads as a **${label}** the report does not state as one (${quoted(cell.trim(), 40)}): write "**${label}**: …" on a line of its own`,
          );
      }
  // Every Recommendation line, in any section and spelling, is read as the gate reads a verdict: the report's verdict
  // exactly, or advice ("share the cart fixture") that opens with no verdict word. Anything between (`Request changes.`,
  // `Blocked`, `Approve → Block`, a look-alike letter, a zero-width space) is a second verdict the gate would not read.
  const verdictLines: number[] = [];
  for (const c of labelled(body, 'Recommendation')) {
    const said = verdictReading(c.value, fold);
    if (said === verdict) verdictLines.push(c.line);
    else if (said !== 'advice')
      reject(
        `line ${c.line} gives the verdict ${quoted(c.value, 40)}, the report's is ${verdict}: a report gives one, written exactly (${RECOMMENDATIONS.join(' | ')}), and a **Recommendation** line that is advice opens with no verdict word`,
      );
  }
  verdictsUnderOtherLabels(body, verdict, read.get('Recommendation')!, plain, fold);
  return verdictLines;
}

/** Characters a page shows as a space or nothing (zero-width, soft hyphen, line and paragraph separators): a space to the verdict reading. */
const SHOWN_AS_SPACE = /[\u00ad\u180e\u200b-\u200f\u2028\u2029\u2060-\u2064\ufeff]/gu;
/** A value that opens with a verdict word, however spelled (`REQUEST_CHANGES`, `RequestChanges`, `Needs changes`, `Do not merge`). */
const NEAR_VERDICT =
  /^(?:approv\p{L}*|request\p{L}*\s*changes?|changes?\s*request\p{L}*|needs?\s*(?:changes?|work)|block\p{L}*|reject\p{L}*|(?:do\s*)?not\s*(?:merge|approv\p{L}*)|don'?t\s*merge|lgtm)(?![\p{L}])/u;

/**
 * A **Recommendation** value as the gate reads it: one of the four verdicts exactly (compatibility forms such as a
 * no-break space, invisible characters as spaces, emphasis dropped, look-alike letters folded, case ignored),
 * `near` when it opens with a verdict word but is not exactly one, `advice` otherwise.
 */
const same = (text: string) => text;
export function verdictReading(value: string, fold: (text: string) => string = same): Recommendation | 'near' | 'advice' {
  const t = seen(value.toLowerCase().replace(SHOWN_AS_SPACE, ' '), fold).replace(/\s+/gu, ' ').trim();
  // As written, and folded (a skeleton folds `m` to `rn`: the verdicts are compared folded the same way).
  const exact = RECOMMENDATIONS.find((r) => r.toLowerCase() === t || (fold !== same && seen(r.toLowerCase(), fold) === t));
  if (exact) return exact;
  const readings = [t, seen(value.replace(SHOWN_AS_SPACE, ' ')).replace(/\s+/gu, ' ').trim()].map((r) => r.replace(/^[^\p{L}]+/u, ''));
  return readings.some((r) => NEAR_VERDICT.test(r) || NEAR_VERDICT.test(r.replace(/[\s-]+/gu, ''))) ? 'near' : 'advice';
}

/** The words before a line's or a cell's first separator (trailing spaces trimmed after): greedy, so a line of letters and spaces with no separator is read once. */
const LABEL_BEFORE = /^[\p{L}\p{M}\s]+(?=[:|=—–-])/u;
const LABEL_BEFORE_IN_CELL = /^[\p{L}\p{M}\s]+(?=[:=—–-])/u;

/** A label that reads as a verdict's, however decorated: `Final Recommendation`, `Verdict`, `Merge Decision`. */
const VERDICT_LABEL = /(?<![\p{L}])(?:recommend\w*|verdicts?|decisions?|decided)(?![\p{L}])/u;
/**
 * A verdict's label in the languages a model writes a report in when asked to (a closed list: docs/command-test-review.md).
 * Letters of scripts without word breaks (Chinese, Japanese, Korean) match anywhere in the label.
 */
const FOREIGN_VERDICT_LABEL =
  /(?<![\p{L}])(?:recommandation|recomendaci[oó]n|recomenda[cç][aã]o|raccomandazione|empfehlung|aanbeveling|rekommendation|anbefaling|zalecenie|рекомендация|décision|decisión|decisão|entscheidung|beslissing|verdetto|veredicto|urteil|вердикт|решение)(?![\p{L}])|推奨|推荐|推薦|建议|建議|判定|结论|結論|决定|決定|권장|권고|추천|판정|결정/u;
/** A value that shows a verdict: Approve (with Comments), Request Changes, Block, in any case and with any decoration before it. */
const VERDICT_VALUE =
  /^(?:approve[ds]?|approving|request(?:s|ed)?\s+changes|changes\s+requested|block(?:ed|s)?|reject(?:ed|s)?|do\s+not\s+merge)(?![\p{L}])/u;
/** A value that is a verdict and nothing else (a mark or a full stop after it): a verdict whatever its label says. */
const VERDICT_ALONE = new RegExp(`${VERDICT_VALUE.source}(?:\\s+with\\s+comments)?[^\\p{L}\\p{N}]*$`, 'u');
/** The separators a label shows before its value: a colon, a pipe, an equals sign, a dash, an arrow. */
// The spaces after the separator taken whole (`(?=(…))\2`): a line end after a long run of them made `(.*)$` rescan for
// each shorter run (hazard 637); fewer spaces never help, `.*` then meets the same line end. Same captures, value in 3.
// Linear (#637): the label is at most 80 characters, so the separator is tried in a bounded number of places
export const LABEL_THEN_VALUE = /^([\p{L}\p{M}\s'’()/&-]{1,80}?)\s*(?::|\||=|—|–|→|⇒|->|=>|\s-\s)(?=(\s*))\2(.*)$/u;

/**
 * A verdict shown under another label than the report's own **Recommendation** lines (`**Final
 * Recommendation**: Block`, `**Verdict**: Request Changes`, `**Merge Decision** — Block`, a table
 * row `| Verdict | Block |`), quoted or not, is a second verdict on the page: refused, whichever
 * verdict it names. The template's rule lines (rewritten from the verdict) are not the agent's words.
 */
function verdictsUnderOtherLabels(
  body: string,
  verdict: Recommendation,
  own: ReadonlySet<number>,
  plain: (text: string) => string,
  fold: (text: string) => string,
): void {
  const skipped = new Set(['Score Override Rule', 'Verdict Rule'].flatMap((l) => labelled(body, l).map((c) => c.line)));
  const shows = (label: string, value: string) => {
    const l = [label, fold(label)].map((t) => t.toLowerCase());
    const v = [value, fold(value)].map((t) => t.replace(/^[^\p{L}]+/u, '').toLowerCase());
    // The published copy's own header line (tidy.ts), stating the report's verdict, is the report's.
    const said = (t: string) => RECOMMENDATIONS.filter((r) => new RegExp(`^${r.toLowerCase()}(?![\\p{L}])`, 'u').test(t)).at(-1);
    if (l[0]!.trim() === 'pull request decision' && said(v[0]!) === verdict) return false;
    // A verdict's label in another language holds a verdict whatever its value's words: never the report's own line.
    if (l.some((t) => FOREIGN_VERDICT_LABEL.test(t))) return true;
    // The value decides: a verdict and nothing more after it is one under any label (`**Outcome**: Block`).
    if (v.some((t) => VERDICT_ALONE.test(t))) return true;
    return l.some((t) => VERDICT_LABEL.test(t)) && v.some((t) => VERDICT_VALUE.test(t));
  };
  const refuse = (line: number, text: string): never =>
    reject(
      `line ${line} shows a verdict under another label than the report's **Recommendation** (${quoted(text.trim(), 50)}): a report gives one verdict, on its two **Recommendation** lines`,
    );
  body.split('\n').forEach((line, i) => {
    if (own.has(i + 1) || skipped.has(i + 1)) return;
    const m = LABEL_THEN_VALUE.exec(plain(line.replace(/^[\s>]*/, '')));
    if (m && shows(m[1]!, m[3]!)) refuse(i + 1, line);
  });
  for (const t of tables(body))
    for (const r of [{ cells: t.header, line: t.line }, ...t.rows]) {
      if (own.has(r.line) || skipped.has(r.line)) continue;
      r.cells.forEach((cell, k) => {
        const m = LABEL_THEN_VALUE.exec(plain(cell));
        if (m && shows(m[1]!, m[3]!)) refuse(r.line, cell);
        // A key-value row: the label in one cell, the verdict in the next.
        if (k + 1 < r.cells.length && shows(plain(cell), plain(r.cells[k + 1]!))) refuse(r.line, `${cell} | ${r.cells[k + 1]}`);
      });
    }
}

/** A verdict named anywhere in a sentence, and the verdict it names (a negation before it: not Approve). */
const VERDICT_IN_PROSE =
  /(?<![\p{L}])(?:(not|n't|never|cannot|can't|won't) (?:\p{L}{1,20} ){0,3}?)?(approv(?:e[ds]?|al|ing)|merg(?:e[ds]?|ing)|request(?:s|ed|ing)? changes|changes requested|block(?:s|ed|ing|ers?)?|reject(?:s|ed|ion|ing)?)(?![\p{L}])/gu;

/**
 * The verdict a Decision sentence names, as its family: Approve (with or without comments), Request
 * Changes, or Block (a rejection, a negated approval or merge: `Not approved`, `Do not merge`).
 */
function verdictNamed(negation: string | undefined, word: string): 'approve' | 'request changes' | 'block' | 'not approve' | null {
  if (/^(?:request|changes)/.test(word)) return 'request changes';
  if (/^(?:block|reject)/.test(word)) return 'block';
  if (negation) return 'not approve';
  // `merge` alone (`fix it before merge`) states no verdict; `approve` does.
  return word.startsWith('merg') ? null : 'approve';
}

/**
 * The Decision section is where the report states its verdict, on its **Recommendation** line: a
 * reader takes every statement there as the verdict, in whatever words or language. So a bold label
 * there is one of the template's (`**Recommendation**`, `**Rationale**`, `**For Block**`: a
 * `**Recommandation**`, `**Empfehlung**` or `**推奨**` is refused, whatever its value), and a sentence
 * that names a verdict in English (`Not approved`, `**Do not merge.**`, `recommends to **Block**`,
 * after the look-alike fold) names the report's, never another. A `**For …**` line describes that
 * verdict's criteria, not the decision.
 */
function decisionStatements(all: Section[], verdict: Recommendation, own: ReadonlySet<number>, fold: (text: string) => string): void {
  const section = findSections(all, 'Decision')[0];
  if (!section) return;
  const family = verdictNamed(undefined, verdict.toLowerCase());
  section.body.split('\n').forEach((raw, k) => {
    const line = section.line + 1 + k;
    if (own.has(line) || raw.trim() === '') return;
    const shown = raw.normalize('NFKC');
    const bold = /^[\s>]*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)([^*_\n]{1,80}?)\s*(?::\s*(?:\*\*|__)|(?:\*\*|__)\s*:)/u.exec(shown);
    const label = bold?.[1]!.trim().toLowerCase();
    if (label !== undefined && !TEMPLATE_LABELS.has(label))
      reject(
        `line ${line} has the label ${quoted(bold![1]!.trim(), 40)} in "## Decision", which the report does not read: the Decision states the verdict on its **Recommendation** line alone (the template's labels: **Recommendation**, **Rationale**)`,
      );
    if (label?.startsWith('for ')) return;
    // Spaces as one (a no-break space is one after NFKC): the words of a sentence as a reader takes them.
    for (const text of new Set([seen(shown), seen(shown, fold)].map((t) => t.replace(/\s+/gu, ' '))))
      for (const m of text.matchAll(VERDICT_IN_PROSE)) {
        const named = verdictNamed(m[1], m[2]!);
        if (named !== null && named !== family && !(named === 'not approve' && family !== 'approve'))
          reject(
            `line ${line} of "## Decision" names another verdict than the report's ${verdict} (${quoted(raw.trim(), 50)}): a report gives one verdict, on its **Recommendation** line`,
          );
      }
  });
}

/**
 * A claim line whose paragraph the next line goes on (no blank line between, and not a line that
 * starts with a bold label of its own) shows a longer value than is read: `**Recommendation**: Approve` then `with Comments`
 * is "Approve with Comments" on the page. Refused.
 */
function continuedClaims(body: string, continuing: ReadonlySet<number>, struck: ReadonlySet<number>): void {
  const labels = [...LINE_LABELS, 'Location', 'Severity', 'Row'];
  const claimLines = new Set(labels.flatMap((label) => labelClaims(body, label).map((c) => c.line)));
  const lines = body.split('\n');
  // A line the template writes under a claim, in the same paragraph (`**Review Date**: …`), is its own line.
  const own = (line: number) => {
    const m = /^\s*(?:[-*+]\s+)?(?:\*\*|__)([^*_\n]+?)(?:\*\*|__)\s*:/.exec(lines[line - 1] ?? '');
    return m !== null && TEMPLATE_LABELS.has(m[1]!.trim().toLowerCase());
  };
  for (const line of claimLines) {
    if (struck.has(line))
      reject(`line ${line} is a claim in a paragraph with a tilde (struck-out text on the page): write the claim plainly`);
    if (continuing.has(line + 1) && !claimLines.has(line + 1) && !own(line + 1))
      reject(`line ${line + 1} goes on the claim of line ${line} (one paragraph on the page): leave a blank line after a claim`);
  }
}

/**
 * Severity claims outside the finding blocks (a summary table, a block under another heading):
 * each is a violation the report documents, so each must read as a severity and none may go
 * beyond what **Total Violations** counted. A violation never hides where the counts cannot see it.
 */
function restatedClaims(
  body: string,
  all: Section[],
  violations: Counts,
  fold: (text: string) => string,
  continuing: ReadonlySet<number>,
): void {
  // Lines of the finding sections' own claims (their blocks were read already), as lines of `body`.
  const inBlocks = new Set<number>();
  for (const sec of all)
    if ([CRITICAL_SECTION, SHOULD_FIX_SECTION].some((h) => shownHeading(h) === shownHeading(sec.heading)))
      for (const c of labelClaims(sec.body, 'Severity', fold)) inBlocks.add(sec.line + c.line);
  const restated: Counts = { critical: 0, high: 0, medium: 0, low: 0 };
  const stated = labelClaims(body, 'Severity', fold);
  // Anywhere in the report, under any heading: a severity the page shows is read as one, or refused.
  const tableLines = tables(body).flatMap((t) =>
    Array.from({ length: (t.rows.at(-1)?.line ?? t.line + 1) - t.line + 1 }, (_, k) => ({ line: t.line + k })),
  );
  const unread = unreadClaim(body, [...stated, ...tableLines], fold, /^(sev(?:erit(?:y|ies))?)\b/);
  if (unread)
    reject(
      `line ${unread.line} reads as a **Severity** the report does not state as one (${quoted(unread.text, 40)}): write "**Severity**: …" on a line of its own`,
    );
  // Every cell the page shows, a table's header row included: a cell read as a severity label is a label only.
  const overfull = severityLabelCells(body, fold).find((c) => labelHoldsLevel(c.value, fold));
  if (overfull)
    reject(
      `line ${overfull.line} has a table cell read as a **Severity** label that gives a severity too (${quoted(overfull.value, 40)}), which is not read: write the severity in the cell under or beside the label`,
    );
  // Lines the published report writes from the verdict (the ledger, the two rule lines: see tidy.ts) never reach the page as written.
  const rewritten = new Set([
    ...tableLines.map((t) => t.line),
    ...['Score Override Rule', 'Verdict Rule'].flatMap((l) => labelled(body, l).map((c) => c.line)),
  ]);
  for (const line of ledgerLines(all)) rewritten.add(line);
  severityInsideLine(body, rewritten, fold, continuing);
  const claims = [...stated.filter((c) => !inBlocks.has(c.line)), ...severityColumns(body, fold)];
  for (const c of claims) {
    const severity = severityOf(c.value);
    if (!severity || severity === 'mismatch')
      reject(`line ${c.line} gives a severity ${quoted(c.value, 40)}: write P0 (Critical), P1 (High), P2 (Medium) or P3 (Low)`);
    restated[countKey(severity)]++;
  }
  for (const s of SEVERITIES)
    if (restated[countKey(s)] > violations[countKey(s)])
      reject(
        `the report documents ${restated[countKey(s)]} ${s} violation(s) outside its finding blocks but **Total Violations** counts ${violations[countKey(s)]}: a finding belongs in a "### " block under "## ${s === 'Critical' ? CRITICAL_SECTION : SHOULD_FIX_SECTION}", counted`,
      );
}

const LEVEL = '(?:critical|high|medium|low|p[0-3])';
/**
 * `N Severity` (`1 Critical`, `2 high-severity`, `1 P0`), found by its level and the count looked
 * for in the 40 characters before it (a text of numbers is read once, not once per number): not a
 * path's line (`:3 High`), a date's part or a numbered step.
 */
const LEVEL_AFTER_COUNT = new RegExp(`(?<=\\s)(${LEVEL})(?:-(?:severity|priority|level))?(?![\\p{L}\\p{N}-])`, 'gu');
/** Counts a reader takes in words: one to twenty, and `a`/`an`/`single` (one) before a level a violation noun follows. */
const NUMBER_WORDS =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );
const ARTICLES = ['a', 'an', 'single'];
const WORD = `(?<![\\p{L}])(?:${[...NUMBER_WORDS, ...ARTICLES].join('|')})(?![\\p{L}])`;
/** A count as a reader takes it: digits in any script, a number word, or `×N`. */
const COUNT_TOKEN = `${NUMBER}|${WORD}|×\\s*\\p{N}+`;
const HAS_COUNT = new RegExp(`\\p{N}|${WORD}`, 'iu');
const COUNT_AT_END = new RegExp(`(?<![\\p{L}\\p{N}:#/.\\-])(${COUNT_TOKEN})\\s+$`, 'u');
/** An article counts only before a violation noun (`a single critical violation`), not in `a high bar`. */
const VIOLATION_NOUN_NEXT =
  /^(?:-(?:severity|priority|level))?\s+(?:(?:severity|priority)\s+)?(?:violations?|issues?|findings?|problems?|defects?)(?![\p{L}])/u;
/**
 * `Severity: N` (`- Critical: 1`, `P1: 2`, `Critical (P0) issues = 1`, `Critical — 1`, `Critical / 1`,
 * `Critical findings (1)`, `Critical ×1`, `High: two`): the count after any separator or bracket.
 */
const COUNT_AFTER_LEVEL = new RegExp(
  `(?<![\\p{L}\\p{N}])(${LEVEL})(?:\\s*\\(\\s*${LEVEL}\\s*\\))?(?:\\s+(?:violations?|issues?|findings?|count))?(?:\\s+found)?\\s*(?:[:=/(\\[]|—|–|\\s-\\s)\\s*(${COUNT_TOKEN})(?![\\p{L}\\p{N}%/:])|(?<![\\p{L}\\p{N}])(${LEVEL})\\s*(×\\s*\\p{N}+)`,
  'gu',
);
const WORD_ALONE = new RegExp(`^(?:${WORD})$`, 'iu');
/** A list's next item or the end after a level: `two High, one Medium`. */
const LIST_BREAK_NEXT = /^(?:-(?:severity|priority|level))?\s*(?:[,;.]|$)/u;
/**
 * Whether a count in words stands as one: of the two exact levels only (Critical and High, a finding
 * block each; the peer's fixtures write Medium and Low loosely in words), and before its level only
 * when a violation noun or a list break follows (`one high-severity note … is resolved` counts nothing).
 */
function wordCountShown(raw: string, level: string, after: string | null): boolean {
  if (!WORD_ALONE.test(raw)) return true;
  if (!['Critical', 'High'].includes(LEVEL_OF[level]!)) return false;
  if (after === null) return true;
  return VIOLATION_NOUN_NEXT.test(after) || (!ARTICLES.includes(raw.toLowerCase()) && LIST_BREAK_NEXT.test(after));
}
/** A count token as a number: a word by its value, `×N` as N, digits as **Total Violations** reads them. */
function countValue(raw: string, where: string): number {
  const word = raw.toLowerCase();
  if (ARTICLES.includes(word)) return 1;
  if (NUMBER_WORDS.includes(word)) return NUMBER_WORDS.indexOf(word) + 1;
  return wholeCount(raw.replace(/^×\s*/u, ''), where);
}
/** A word before a number that makes it no count: a line, a step, a rank. */
const NOT_A_COUNT_BEFORE = /(?<![\p{L}])(?:lines?|ln|l|steps?|phases?|top|rows?|items?|parts?|sections?|rules?|v|version|no)\s*$/u;
/** A table cell or header that names a level and nothing else (`🔴 Critical`, `P0 (Critical)`, `High issues`). */
function levelCell(cell: string, fold: (text: string) => string): Severity | null {
  for (const t of [seen(cell), seen(cell, fold)]) {
    const bare = t
      .replace(/^[^\p{L}\p{N}]+/u, '')
      // From the start of a run of spaces only: from each space of a long run it was quadratic (hazard 600).
      .replace(/(?<!\s)\s+(?:issues?|violations?|findings?|count|severity)\s*$/u, '')
      .trim();
    const level = severityOf(bare);
    if (level && level !== 'mismatch') return level;
  }
  return null;
}
/** A cell that holds a count and nothing else, read as **Total Violations** reads one; a signed number (a weight, a deduction) is none. */
function countCell(cell: string, where: string): number | null {
  const m = new RegExp(`^(${NUMBER}|${NUMBER_WORDS.join('|')}|×\\s*\\p{N}+)$`, 'u').exec(seen(cell).trim());
  if (!m || /^[+\-\u2212]/.test(m[1]!)) return null;
  return countValue(m[1]!, where);
}
const COUNT_HEADER = /(?<![\p{L}])(?:counts?|totals?|number|no\.|violations?|issues?|findings?|occurrences|instances|found)(?![\p{L}])/u;
const NOT_COUNTS_ROW = /(?<![\p{L}])(?:weights?|points?|deduct\w*|penalt\w*|caps?|scores?|each|per)(?![\p{L}])/u;
/** A table of other reviews than this one (the template's Quality Trends): its counts are theirs. */
const OTHER_REVIEWS = /(?<![\p{L}])(?:dates?|trends?|history|previous|prior|baseline)(?![\p{L}])/u;

/** The counts a text states beside a level, in prose: `N Severity` and `Severity: N`, in each reading of its letters. */
function countsInProse(text: string, fold: (text: string) => string, where: string): [Severity, number][] {
  const plain = withoutCodeSpans(text, ' ');
  if (!HAS_COUNT.test(plain)) return [];
  const forms = /[^\x00-\x7f]/.test(plain) ? [seen(plain), seen(plain, fold)] : [seen(plain)];
  const out: [Severity, number][] = [];
  for (const t of new Set(forms)) {
    const found: [string, string][] = [];
    for (const m of t.matchAll(LEVEL_AFTER_COUNT)) {
      const before = t.slice(Math.max(0, m.index - 40), m.index);
      const count = COUNT_AT_END.exec(before);
      // A number that fills the look back may go on before it: no count a reader takes in.
      if (count?.index === 0 && m.index > 40)
        reject(`${where} writes a ${LEVEL_OF[m[1]!]} count of over 30 characters: write each count as a whole number in 0-9 digits`);
      if (count && !wordCountShown(count[1]!, m[1]!, t.slice(m.index + m[1]!.length))) continue;
      if (count && !NOT_A_COUNT_BEFORE.test(before.slice(Math.max(0, count.index - 12), count.index))) found.push([m[1]!, count[1]!]);
    }
    for (const m of t.matchAll(COUNT_AFTER_LEVEL))
      if (wordCountShown((m[2] ?? m[4])!, (m[1] ?? m[3])!, null)) found.push([(m[1] ?? m[3])!, (m[2] ?? m[4])!]);
    // A signed number is a weight or a deduction (`Critical: -10`), no count.
    for (const [word, raw] of found)
      if (!/^[+\-\u2212]/.test(raw)) out.push([LEVEL_OF[word]!, countValue(raw, `${where} counts ${LEVEL_OF[word]!}`)]);
  }
  return out;
}

/**
 * A count stated beside a severity anywhere the page shows it, outside the ledger (compared on its
 * own) and the rule lines (written from the verdict): in prose `N Severity` or `Severity: N` (a
 * paragraph, a list item, a heading, a table cell), or in a table as a header and its cells
 * (`| Critical | High |` over `| 1 | 0 |`) or a cell and the count beside it (`| Critical | 1 |`,
 * `| Level | Count |`). Each must be **Total Violations**' count of that severity (a table's rows
 * summed per severity, as a per-file table is; a row labelled total on its own; a table of other
 * reviews, dated, not read): a count the reader sees that the verdict does not carry is refused,
 * quoting its line. A negation states no count, and a zero that agrees is read as it is.
 */
function countsBesideSeverities(
  body: string,
  all: Section[],
  violations: Counts,
  fold: (text: string) => string,
  continuing: ReadonlySet<number>,
): void {
  // The **Total Violations** lines are the counts (a quoted one is a quote, not read: totalViolations), the ledger is compared on its own.
  const skipped = new Set(
    [
      ...['Score Override Rule', 'Verdict Rule'].flatMap((l) => labelled(body, l)),
      ...labelled(body, 'Total Violations', { quotes: true }),
    ].map((c) => c.line),
  );
  for (const line of ledgerLines(all)) skipped.add(line);
  const tableLines = new Set<number>();
  for (const t of tables(body)) for (let l = t.line; l <= (t.rows.at(-1)?.line ?? t.line + 1); l++) tableLines.add(l);
  const refuse = (line: number, text: string, severity: Severity, n: number): never =>
    reject(
      `line ${line} states ${n} ${severity} (${quoted(text.trim(), 60)}) but **Total Violations** counts ${violations[countKey(severity)]} ${severity}: the report counts once, and every count it restates beside a severity is that count`,
    );
  for (const unit of claimUnits(body, continuing)) {
    const kept = unit.lines.filter((l) => !skipped.has(l.line) && !tableLines.has(l.line));
    if (kept.length === 0) continue;
    const text = kept.map((l) => l.text).join(' ');
    for (const [severity, n] of countsInProse(text, fold, `line ${kept[0]!.line}`))
      if (n !== violations[countKey(severity)]) refuse(kept.find((l) => /\p{N}/u.test(l.text))?.line ?? kept[0]!.line, text, severity, n);
  }
  for (const t of tables(body)) {
    if (skipped.has(t.line) || t.header.some((h) => OTHER_REVIEWS.test(seen(h)))) continue;
    const rows = [{ cells: t.header, line: t.line }, ...t.rows];
    const columns = t.header.map((h) => levelCell(h, fold));
    const countColumn = t.header.map((h) => COUNT_HEADER.test(seen(h)));
    // A key-value table (`| Critical | 1 |` as its header row): every row is a level and its count.
    const keyValue = t.header.some((h, i) => levelCell(h, fold) !== null && countCell(t.header[i + 1] ?? '', `line ${t.line}`) !== null);
    const summed: Partial<Record<Severity, { n: number; line: number; text: string }>> = {};
    for (const r of rows) {
      if (r.cells.some((c) => NOT_COUNTS_ROW.test(seen(c)))) continue;
      const total = r.cells.some((c) => /^[^\p{L}]*totals?(?![\p{L}])/u.test(seen(c)));
      const where = `line ${r.line}`;
      const claims: [Severity, number][] = [];
      r.cells.forEach((cell, i) => {
        const column = columns[i];
        const n = r.line !== t.line && column ? countCell(cell, `${where} counts ${column}`) : null;
        if (n !== null) claims.push([column!, n]);
        const level = levelCell(cell, fold);
        const beside = level && (keyValue || countColumn[i + 1]) ? countCell(r.cells[i + 1] ?? '', `${where} counts ${level}`) : null;
        if (beside !== null) claims.push([level!, beside]);
        if (n === null && !level) claims.push(...countsInProse(cell, fold, where));
      });
      const text = `| ${r.cells.join(' | ')} |`;
      for (const [severity, n] of claims) {
        if (total) {
          if (n !== violations[countKey(severity)]) refuse(r.line, text, severity, n);
          continue;
        }
        const sum = summed[severity] ?? (summed[severity] = { n: 0, line: r.line, text });
        sum.n += n;
      }
    }
    for (const s of SEVERITIES) {
      const sum = summed[s];
      if (sum && sum.n !== violations[countKey(s)]) refuse(sum.line, sum.text, s, sum.n);
    }
  }
}

/**
 * The TEA template's `## Quality Criteria Assessment` criteria and the registry rows each draws
 * from (the peer's criteria-registry.md, "MAPPING TO THE CRITERIA TABLE"), by the start of the
 * criterion's name as a reader sees it.
 */
const CRITERION_ROWS: [string, string[]][] = [
  ['bdd format', ['L5']],
  ['test ids', ['L3']],
  ['priority markers', ['L2']],
  ['disabled or focused', ['C1', 'C2']],
  ['hard waits', ['H1']],
  ['determinism', ['H2', 'H3', 'C6']],
  ['isolation', ['H4', 'C5']],
  ['fixture patterns', ['M2', 'M5']],
  ['data factories', ['M2']],
  ['network-first', ['M1']],
  ['playwright utils', ['M9', 'L9']],
  ['pact.js utils', ['M10']],
  ['explicit assertions', ['C3', 'C4', 'C7', 'H10', 'M6']],
  ['test length', ['H5']],
  ['test duration', ['H1', 'M1']],
  ['flakiness patterns', ['H1', 'H2', 'H3', 'H4', 'M1', 'M6']],
  ['mobile flow patterns', ['C7', 'M8', 'H9', 'L8']],
];

/** A header that reads as a criterion's status, however decorated: Status, Result, Outcome, Pass/Fail, Verdict, Met. */
const STATUS_HEADER = /(?<![\p{L}])(?:status(?:es)?|results?|outcomes?|pass(?:ed)?|fail(?:ed|ure)?|verdicts?|met)(?![\p{L}])/u;
/** A status that says pass: ✅ ✓ ✔ ☑ 🟢, PASS, OK, MET, YES. */
const SAYS_PASS = /✅|✓|✔|☑|🟢|✔️|(?<![\p{L}])(?:pass(?:ed|es|ing)?|ok|okay|met|yes|good|approved?)(?![\p{L}])/u;
/** A status that says something else than pass, whatever else it says: a fail, a block, a cross, a red or stop sign, "not met". */
const SAYS_OTHER =
  /❌|❎|✖|✗|✘|⨯|×|🔴|🟥|⛔|🛑|🚫|🟠|🟡|⚠|(?<![\p{L}])(?:fail\w*|block\w*|not\s+(?:met|pass\w*|ok)|unmet|missing|warn\w*|partial\w*|critical|high|medium|low|p[0-3])(?![\p{L}])/u;
/** A status that is a warning (a Medium or Low): ⚠, WARN, partial, 🟡/🟠. */
const SAYS_WARN = /⚠|🟡|🟠|(?<![\p{L}])(?:warn\w*|partial\w*|medium|low|p[23])(?![\p{L}])/u;
/** A status that says nothing (not applicable). */
const SAYS_NOTHING = /^(?:|-|–|—|n\/a|na|none|not applicable)$/u;

/**
 * A status mark as the page shows it, in any table cell (a header too) or line, whatever the
 * column's header says: a fail (a cross, a stop or red sign, FAIL, NOT MET or BLOCKED in
 * capitals; a fail word opening a cell or after a label's separator) or a warning (⚠, 🟡, 🟠,
 * WARN, PARTIAL; a warning word likewise).
 */
const FAIL_MARK = /❌|❎|✖|✗|✘|⛔|🛑|🚫|🔴|🟥|(?<![\p{L}])(?:FAIL(?:ED|S|URE|ING)?|NOT MET|UNMET|BLOCK(?:ED|ING|ER)?)(?![\p{L}])/u;
const WARN_MARK = /⚠|🟡|🟠|(?<![\p{L}])(?:WARN(?:ING|S)?|PARTIAL(?:LY)?)(?![\p{L}])/u;
// FAIL_WORD and WARN_WORD are never run alone: markOf reads their source after `^` or after a separator and
// its spaces (`[:=|—–-]\s*`), so each try starts where a cell or a value starts.
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#658): run only as the source of a pattern anchored at `^` or a separator (markOf)
const FAIL_WORD = /(?:fail\w*|not met|unmet)(?![\p{L}])/u;
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#658): as FAIL_WORD
const WARN_WORD = /(?:warn\w*|partial\w*)(?![\p{L}])/u;
/**
 * A cell that says pass and nothing else: its column is a status column whatever its header. Each
 * run of spaces is taken whole (`(?=(\s*))\1`): two `\s*` splitting one run was quadratic (hazard 600).
 */
const PASS_VALUE = /^(?:✅|✓|✔️?|☑️?|🟢)?(?=(\s*))\1(?:pass(?:ed)?|ok|met|yes)?(?=(\s*))\2(?:\([^)]*\))?$/u;

function markOf(text: string, fold: (text: string) => string, cell: boolean): 'fail' | 'warn' | null {
  const shown = text.normalize('NFKC').replace(/[*_`\\~]/g, '');
  // Look-alike letters only where there are letters beyond ASCII to fold (a 16 MiB line of ASCII is read once).
  const forms = /[^\x00-\x7f]/.test(shown) ? [shown, fold(shown)] : [shown];
  const low = seen(text);
  const opening = low.replace(/^[^\p{L}]+/u, '');
  const word = (w: RegExp) =>
    (cell && new RegExp(`^${w.source}`, 'u').test(opening)) || new RegExp(`[:=|—–-]\\s*${w.source}`, 'u').test(low);
  if (forms.some((f) => FAIL_MARK.test(f)) || word(FAIL_WORD)) return 'fail';
  if (forms.some((f) => WARN_MARK.test(f)) || word(WARN_WORD)) return 'warn';
  return null;
}

/**
 * A table's status columns (any column headed as a status, result, outcome or pass/fail, and any
 * column one of whose cells says pass or shows a status mark, whatever its header: `Assessment`,
 * none) say which criteria failed, and so does any cell anywhere that shows a status mark, a
 * header row's too (a key-value table's first row is its header). A status is a pass only when
 * it says pass and nothing else (✅ PASS, ✓, OK); a warning (⚠️ WARN, partial) is a Medium or Low
 * violation; any other status in a status column (❌ FAIL, ✖, ❎, 🔴 Blocking, ⛔ NOT MET, a word
 * the reader does not know) is a Critical or High one (the peer's STATUS SYMBOLS). A reader takes
 * a FAIL row for a violation, so the report must count one: a Critical or High finding block of
 * one of the criterion's rows (any, for a criterion the template does not name); a WARN row needs
 * a Medium or Low counted; a row's violation count may not exceed what **Total Violations**
 * counts. Otherwise refused. A line outside tables that shows a status mark (the criteria as a
 * list: `- Disabled or Focused Tests: ❌ FAIL`) is read the same way when it starts with a
 * criterion's name, and otherwise needs some counted finding.
 */
/** A criterion's name as a reader sees it, and the registry rows of the template criterion it starts with, if any. */
function criterionRows(name: string, fold: (text: string) => string): { key: string; rows: string[] | undefined } {
  const keys = [seen(name), seen(name, fold)].map((k) => k.replace(/^[^\p{L}]+/u, ''));
  return { key: keys[0]!, rows: CRITERION_ROWS.find(([start]) => keys.some((k) => k.startsWith(start)))?.[1] };
}

/** A FAIL needs a counted Critical or High finding of the criterion's rows (any row, for a criterion the template does not name); a WARN a Medium or Low counted. */
function judgeStatus(where: string, warn: boolean, rows: string[] | undefined, findings: ReportFinding[], violations: Counts): void {
  if (!warn) {
    const counted = findings.some((f) => (f.severity === 'Critical' || f.severity === 'High') && (!rows || rows.includes(f.row)));
    if (!counted)
      reject(
        `${where}: a Critical or High violation, but the report counts no Critical or High finding${rows ? ` of its rows (${rows.join(', ')})` : ''}: write the finding as a "### " block, counted, or mark the criterion ✅ PASS as it is`,
      );
  } else if (violations.medium + violations.low === 0)
    reject(`${where}: a Medium or Low violation, but **Total Violations** counts none: count it, or mark the criterion as it is`);
}

function criteriaTables(body: string, findings: ReportFinding[], violations: Counts, fold: (text: string) => string): void {
  const total = violations.critical + violations.high + violations.medium + violations.low;
  for (const t of tables(body)) {
    // As written and as folded (a look-alike fold takes "m" for "rn": "Outcome" would hide).
    const header = t.header.map((h) => seen(h));
    const folded = t.header.map((h) => seen(h, fold));
    const statuses = header.flatMap((h, i) =>
      STATUS_HEADER.test(h) ||
      STATUS_HEADER.test(folded[i]!) ||
      t.rows.some((r) => {
        const said = seen(r.cells[i] ?? '').trim();
        return (said !== '' && PASS_VALUE.test(said)) || markOf(r.cells[i] ?? '', fold, true) !== null;
      })
        ? [i]
        : [],
    );
    const named = header.findIndex((h) => /(?<![\p{L}])criteri(?:on|a)(?![\p{L}])/u.test(h));
    const nameCol =
      named >= 0
        ? named
        : Math.max(
            0,
            header.findIndex((_, i) => !statuses.includes(i)),
          );
    const countCol = header.findIndex((h) => /(?<![\p{L}])(?:violations?|count|findings?|issues?)(?![\p{L}])/u.test(h));
    for (const r of [{ cells: t.header, line: t.line, head: true }, ...t.rows.map((row) => ({ ...row, head: false }))]) {
      const name = (r.cells[nameCol] ?? '').trim();
      const { key, rows } = criterionRows(name, fold);
      for (let col = 0; col < r.cells.length; col++) {
        const cell = r.cells[col] ?? '';
        // A header naming the column (`Pass/Fail`) is no status of its own.
        const naming = r.head && /^[^\p{L}]*pass\s*[/|]\s*fail[^\p{L}]*$/iu.test(seen(cell));
        // A row naming a criterion, or a status column's cell, is a criteria context: a fail word anywhere in it is a FAIL.
        const context = rows !== undefined || (!r.head && statuses.includes(col));
        const mark = naming ? null : (markOf(cell, fold, true) ?? (context && saysFailLoosely(cell, fold) ? 'fail' : null));
        let warn: boolean;
        if (mark) warn = mark === 'warn';
        else {
          if (r.head || !statuses.includes(col)) continue;
          const said = seen(cell).trim();
          const saidFolded = seen(cell, fold).trim();
          // `(?<!\s)`: tried from the start of a run of spaces only, never from each of its spaces (hazard 600).
          if (SAYS_NOTHING.test(said.replace(/(?<!\s)\s*\(n\/a\)$/, ''))) continue;
          if (SAYS_PASS.test(said) && !SAYS_OTHER.test(said) && !SAYS_OTHER.test(saidFolded)) continue;
          warn =
            (SAYS_WARN.test(said) || SAYS_WARN.test(saidFolded)) &&
            ![said, saidFolded].some((t) =>
              /❌|❎|✖|✗|✘|🔴|⛔|🛑|🚫|(?<![\p{L}])(?:fail\w*|block\w*|critical|high|p[01])(?![\p{L}])/u.test(t),
            );
        }
        judgeStatus(
          `line ${r.line} marks ${quoted(name, 40)} ${warn ? 'WARN' : 'FAIL'} (${quoted(cell.trim(), 30)}, column ${quoted(t.header[col] ?? '', 30)})`,
          warn,
          rows,
          findings,
          violations,
        );
      }
      if (r.head) continue;
      const count = countCol >= 0 && !/^test (?:length|duration)/.test(key) ? /^\s*(\d+)\s*$/.exec(seen(r.cells[countCol] ?? '')) : null;
      if (count && Number(count[1]) > total)
        reject(
          `line ${r.line} marks ${quoted(name, 40)} with ${count[1]} violation(s) but **Total Violations** counts ${total} in all: the report counts once`,
        );
    }
  }
}

/**
 * A GitHub emoji shortcode (`:x:`, `:red_circle:`, `:no_entry:`, `:warning:`, `:+1:`): GitHub shows
 * the emoji (❌ 🔴 ⛔ ⚠️), where a line reader has a word between colons. Outside code (fences are
 * blanked already; code spans are dropped here) none is let through, whatever its name: the page
 * would show a mark nothing reads.
 */
// A name's first letter split where no backtracking can move it: a colon then 15 MiB of letters is read once, not once per letter.
const SHORTCODE = /:(?:[0-9+-]*[a-z_][a-z0-9_+-]*|[+-]1|100|1234):/i;
function emojiShortcodes(body: string, continuing: ReadonlySet<number>): void {
  for (const unit of shownUnits(body, continuing)) {
    // A paragraph's code spans may go over lines: dropped from the paragraph as the page joins it.
    const text = withoutCodeSpans(unit.lines.map((l) => l.text).join('\n'), ' ');
    const m = SHORTCODE.exec(text);
    if (m)
      reject(
        `line ${unit.lines[0]!.line} writes ${JSON.stringify(m[0])}, an emoji shortcode GitHub shows as its emoji: write the mark itself (❌ FAIL, ✅ PASS), or the text in a code span`,
      );
  }
}

/** ASCII look-alikes in a word that is not spelled as words are (`FAlL`, `FA1L`, `fa!l`): 1, l, ! and I read as i, 0 as o. */
const lookAlikesFolded = (text: string) =>
  text.replace(/[\p{L}\p{N}!]+/gu, (w) =>
    /^(?:[a-z]+|[A-Z][a-z]*|[A-Z]+|\d+)$/.test(w) ? w : w.replace(/[1lI!|]/g, 'i').replace(/0/g, 'o'),
  );
/** A fail or not-pass word, in any case, in any position: `→ Failed`, `(failed)`, `Does not pass`, `unmet`, `FAlL` folded. */
const LOOSE_FAIL =
  /(?<![\p{L}\p{N}])(?:fai[il]\w*|unmet)|(?:\bnot|n[’']t|\bnever|\bno)\s+(?:met|meet\w*|pass\w*|ok|okay|satisf\w*)(?![\p{L}])/u;

/**
 * In a criteria context (a line or table row naming a template criterion, a status column's cell):
 * a fail word anywhere in it, in any case, is a FAIL, and so is one spelled with ASCII look-alikes.
 */
function saysFailLoosely(text: string, fold: (text: string) => string): boolean {
  const shown = text.normalize('NFKC').replace(/[*_`\\~]/g, '');
  const forms = /[^\x00-\x7f]/.test(shown) ? [shown, fold(shown)] : [shown];
  return forms.some((f) => LOOSE_FAIL.test(lookAlikesFolded(f).toLowerCase()));
}

/** The lines outside tables that show a status mark (see criteriaTables), read after the findings written as prose (findingClaimsOutsideBlocks). */
function statusLines(body: string, findings: ReportFinding[], violations: Counts, fold: (text: string) => string): void {
  const total = violations.critical + violations.high + violations.medium + violations.low;
  const tableLines = new Set(
    tables(body).flatMap((t) => Array.from({ length: (t.rows.at(-1)?.line ?? t.line + 1) - t.line + 1 }, (_, k) => t.line + k)),
  );
  body.split('\n').forEach((line, i) => {
    if (tableLines.has(i + 1)) return;
    const text = line.replace(/^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$))*[ \t]*(?:\[[ xX]\]\s*)?/, '');
    const { rows } = criterionRows(text, fold);
    // A line naming a criterion is a criteria context: a fail word anywhere on it is a FAIL.
    const mark = markOf(line, fold, false) ?? (rows && saysFailLoosely(text, fold) ? 'fail' : null);
    if (!mark) return;
    const where = `line ${i + 1} marks ${quoted(line.trim(), 40)} ${mark === 'warn' ? 'WARN' : 'FAIL'}`;
    if (rows) judgeStatus(where, mark === 'warn', rows, findings, violations);
    else if (total === 0)
      reject(
        `${where}: the page shows a criterion failing or warned about, but **Total Violations** counts nothing: count the finding, or drop the mark`,
      );
  });
}

/** A severity value as a reader sees it: `P0`…`P3` or one of the four words. */
const VALUE = '(?:p[0-3]|critical|high|medium|low)';

/**
 * A line (not a table row: its cells are read as claims; not one the published report rewrites)
 * that mentions severity anywhere but at its start, where only a claim is read: a label (a
 * separator or a severity follows it: `**Location**: x:3 · **Severity**: P0 (Critical)`,
 * `(**Severity**: P0, row C2)`, `the severity of it is P0`), a P-number on the line, or a spelling
 * only a folded reading finds (look-alike letters, `Severity_Level`) is refused. A word before it
 * (`one high-severity note, resolved`) is prose, as the peer's own reports write it. Read per
 * paragraph as the page shows it (a sentence goes on over a soft line break): the separator or
 * level after the word, or a P-number, may be on another line of the paragraph.
 */
function severityInsideLine(
  body: string,
  skipped: ReadonlySet<number>,
  fold: (text: string) => string,
  continuing: ReadonlySet<number>,
): void {
  // Paragraph by paragraph, as the page shows it: "the severity" on one line and "P0" on the next are one sentence.
  for (const unit of shownUnits(body, continuing)) {
    const kept = unit.lines.filter((l) => !skipped.has(l.line));
    const mentioned = kept.map((l) => mentionsSeverity(l.text, fold));
    if (!mentioned.includes(true)) continue;
    const first = kept[mentioned.indexOf(true)]!;
    const refuse = (): never =>
      reject(
        `line ${first.line} gives a **Severity** inside a line (${quoted(kept.map((l) => l.text.trim()).join(' '), 60)}), which is not read: write "**Severity**: P0 (Critical)" at the start of a line of its own, in a "### " finding block`,
      );
    // Each line as a reader sees it; a line that starts with the word is a claim line (unreadClaim holds it): its first mention is its label.
    const seenLines = kept.map((l, k) => {
      const text = seen(l.text);
      const own = /^(sev(?:erit(?:y|ies))?)\b/.test(bareStart(l.text, fold));
      if (mentioned[k] && !new RegExp(SEVERITY_WORD.source, 'iu').test(text)) refuse();
      return { text, own };
    });
    const whole = seenLines.map((l) => l.text).join(' ');
    let offset = 0;
    const inner: { end: number; qualified: boolean }[] = [];
    // The lines a P-number is looked for on: all but a claim line with no other mention (its value is its own).
    const pLines: string[] = [];
    for (const l of seenLines) {
      // A mention a level qualifies (`one high-severity note`) gives its level itself: a level later in the sentence is another's.
      const mentions = [...l.text.matchAll(SEVERITY_WORD)].map((m) => ({
        end: offset + m.index + m[0].length,
        qualified: levelBefore(l.text, m.index),
      }));
      const own = l.own ? mentions.slice(1) : mentions;
      for (const mention of own) inner.push(mention);
      if (!l.own || own.length) pLines.push(l.text);
      offset += l.text.length + 1;
    }
    if (inner.length === 0) continue;
    const notClaims = pLines.join(' ');
    if (new RegExp(`(?<![\\p{L}\\p{N}])p[0-3](?![\\p{L}\\p{N}])`, 'u').test(notClaims)) refuse();
    // Sentence ends and levels found once for the paragraph, each mention's next one by a moving index:
    // cutting the rest of the paragraph at every mention was quadratic (a paragraph of 21,000 lines: 10 s).
    const stops = [...whole.matchAll(SENTENCE_END)].map((m) => m.index);
    const levels = [...whole.matchAll(LEVEL_WORD)].map((m) => m.index);
    let stop = 0;
    let level = 0;
    for (const { end, qualified } of inner) {
      while (stop < stops.length && stops[stop]! < end) stop++;
      while (level < levels.length && levels[level]! < end) level++;
      // What follows, up to the end of its sentence: a separator, or a severity, makes it a label.
      const sentenceEnd = stops[stop] ?? whole.length;
      if (SEPARATOR_NEXT.test(whole.slice(end, sentenceEnd))) refuse();
      if (!qualified && (levels[level] ?? Infinity) < sentenceEnd) refuse();
    }
  }
}

const SENTENCE_END = /[.;!?](?:\s|$)/g;
const LEVEL_WORD = new RegExp(`(?<![\\p{L}\\p{N}])${VALUE}(?![\\p{L}\\p{N}])`, 'gu');
const SEPARATOR_NEXT = /^[\s)\]]*[:=|—–-]/;
const LEVEL_AT_END = new RegExp(`(?<![\\p{L}\\p{N}])${VALUE}$`, 'u');

/** Whether a level stands right before `at` (`high-severity`, `P1 severity`): looked for there, not in all the line before it. */
function levelBefore(text: string, at: number): boolean {
  let k = at;
  while (k > 0 && /[\s-]/.test(text[k - 1]!)) k--;
  // The longest level is 8 characters; one more for the letter that may stand before it (two code units, if astral).
  return LEVEL_AT_END.test(text.slice(Math.max(0, k - 10), k));
}

/**
 * A line outside the finding blocks' own claims (the ledger included; not the template's rule lines, rewritten from the verdict)
 * that names a severity level (Critical, High, Medium, Low, P0-P3, in any spelling a reader folds:
 * `**P0 (Critical)**`, `🔴 Critical severity`) together with a registry row (`C1`, `row H3`) or a
 * place (`tests/a.spec.ts:3`; a reviewed or changed file's path anywhere, `tests/a.spec.ts line 3`,
 * `tests/a.spec.ts, line 3`, or with no line) reads as a finding to a reader: each level it names
 * must be that of a counted finding block of that row or place, or the report is refused. What the
 * page shows together is read together: a paragraph, a table (all its cells, its header's too), a
 * list item (all its paragraphs). A summary naming several levels (one finding by level, another by
 * place) is read as a summary: each level it names must be counted, and each row and place it names
 * must be a counted finding's. A level named without a row or place (`One high-severity note … is
 * resolved`) is prose; the template's criterion name `Priority Markers (P0/P1/P2/P3)` names none.
 * A level an enclosing heading names (`## Critical` over `- tests/a.spec.ts:3 — …`) is one the
 * line names: the reader reads the line under it so (`headed`, findingsHeadings).
 */
function findingClaimsOutsideBlocks(
  body: string,
  findings: ReportFinding[],
  fold: (text: string) => string,
  continuing: ReadonlySet<number>,
  files: readonly string[],
  headed: readonly (FindingsHeading | undefined)[],
): void {
  // The ledger is read too: a finding written there is on the agent's page whatever the published copy keeps.
  const skipped = new Set(['Score Override Rule', 'Verdict Rule'].flatMap((l) => labelled(body, l).map((c) => c.line)));
  // Each file as written and as the readings take it (NFKC): a decomposed name git holds is named composed.
  const paths = reviewedPaths(files);
  const at = findingsAt(findings);
  for (const unit of claimUnits(body, continuing)) {
    const kept = unit.lines.filter((l) => !skipped.has(l.line));
    if (kept.length === 0) continue;
    const shown = kept.map((l) => l.text).join(' ');
    // Rows and places as written (a look-alike fold takes "1" for "l"), a row's letter folded;
    // levels as written and as folded (`Сritical`).
    const template = (t: string) => t.replace(/p0\s*\/\s*p1\s*\/\s*p2\s*\/\s*p3/g, ' ');
    const text = template(seen(shown));
    // A row a negation names ("no C1/C2 markers") reports that it did not fire, as uncountedFindings reads it.
    const rows = rowsNamed(text, (r) => /^[CHML]\d+$/.test(r), fold, true);
    // Places in every reading of the paths (a Windows separator, an escape, `./`, an underscore kept) and as seen.
    const places = [text, ...pathReadings(shown)].flatMap((t) => placesIn(t, paths));
    if (rows.length === 0 && places.length === 0) continue;
    const heading = headed[kept[0]!.line - 1];
    const levels = new Set([...[text, template(seen(shown, fold))].flatMap(levelsNamed), ...(heading?.levels ?? [])]);
    const placed = places.map(at);
    const backs = (f: ReportFinding) => rows.includes(f.row) || placed.some((here) => here.includes(f));
    // A summary of several findings: every level it names counted, every row and place it names a counted finding's.
    const summary =
      levels.size > 1 &&
      [...levels].every((level) => findings.some((f) => f.severity === level)) &&
      rows.every((r) => findings.some((f) => f.row === r)) &&
      placed.every((here) => here.length > 0);
    if (summary) continue;
    for (const level of levels)
      if (!findings.some((f) => f.severity === level && backs(f)))
        reject(
          `line ${kept[0]!.line} names a ${level} violation at a row or place (${quoted(shown.trim(), 60)})${heading?.levels.includes(level) ? `, under the heading at line ${heading.line} (${quoted(heading.heading, 60)}),` : ''} that no counted ${level} finding block stands behind: write it as a "### " finding block with its **Severity**, **Row** and **Location**, counted in **Total Violations**`,
        );
  }
}

export type FindingsAt = (p: { path: string; line: number | null }) => ReportFinding[];
/**
 * The counted findings at a place a text names (a place with no line: anywhere in its file), by
 * their file's key, each path normalised once: a report may name thousands of places over
 * thousands of findings, and comparing each pair normalised both paths every time.
 */
export function findingsAt(findings: readonly ReportFinding[]): FindingsAt {
  const byFile = new Map<string, ReportFinding[]>();
  for (const f of findings) {
    if (f.path === null) continue;
    const key = placeKey(f.path);
    const list = byFile.get(key);
    if (list) list.push(f);
    else byFile.set(key, [f]);
  }
  return (p) => (byFile.get(placeKey(p.path)) ?? []).filter((f) => covers(f, p.line));
}
/** Whether a finding's lines take in a line (no line on either side: the whole file). */
const covers = (f: ReportFinding, line: number | null) =>
  f.line === null || line === null || (line >= f.line && line <= (f.lineEnd ?? f.line));

/** The finder of the files a place may name, as written and as the readings take it (NFKC): a decomposed name git holds is named composed. */
export const reviewedPaths = (files: readonly string[]) => pathFinder([...new Set(files.flatMap((f) => [f.toLowerCase(), placeKey(f)]))]);

/**
 * A finding written with no severity the reader knows (`rule C2 at tests/a.spec.ts:3 — hard
 * wait`, a table row `| C2 | tests/a.spec.ts:3 |`, `**Schweregrad**: Kritisch`, `🔴`, `Sev1`, a
 * line in another language, `tests/a.spec.ts Zeile 3`) is a finding to a reader all the same, and
 * uncounted it would leave the verdict Approve. In a findings section (or under a heading that
 * reads as one), text outside its counted finding blocks may only restate counted findings: each
 * row it names a counted finding's, each place with a line a counted finding's, each reviewed file
 * it names one a counted finding is in (unless a negation names it: `nothing to fix in …`), and
 * no line written in a spelling the reader does not read. Inside a counted block, another row or
 * place is a second finding hidden in it, held to the same rule (the block's own row and lines
 * aside; under the seed's **Related Violations**, lines of its own file are its occurrences). A
 * row a negation names (`No C2 violations`) reports none. Elsewhere (a summary, an appendix) a
 * paragraph, list item or table row that names a row and a place with a line (read or not),
 * neither a counted finding's, is one too. A heading at any level that reads as a findings section
 * (`## Critical`, `### P0 Blockers`, `## Issues Found`: `headed`, findingsHeadings) makes the lines
 * under it, up to a section of the template, a findings section's. Refused, never counted at the row's registry severity:
 * **Total Violations**, the ledger and the score would then disagree with the verdict, and the
 * reader does not write the agent's findings for it (a place alone has no severity at all).
 */
function uncountedFindings(
  body: string,
  all: Section[],
  findings: ReportFinding[],
  registry: Registry | null,
  fold: (text: string) => string,
  continuing: ReadonlySet<number>,
  files: readonly string[],
  headed: readonly (FindingsHeading | undefined)[],
): void {
  const known = (row: string) => (registry ? registry.has(row) : /^[CHML]\d+$/.test(row));
  // The lines of each findings section (or a heading that reads as one) outside its counted blocks, and those inside them, by their finding:
  // where the refusal says they are, what it adds about the heading, and the section a Critical heading's finding belongs in.
  const part = new Map<number, { where: string; hint: string; critical: boolean }>();
  const inBlocks = new Map<number, ReportFinding>();
  for (const sec of all) {
    const own = ([CRITICAL_SECTION, SHOULD_FIX_SECTION] as const).find((h) => sameSection(sec.heading, h));
    const meant = own ?? meantSection(sec.heading);
    if (!meant) continue;
    const counted = new Map(findings.filter((f) => f.section === own).map((f) => [f.block, f]));
    const where = { where: ` in "## ${meant}" outside a counted finding block`, critical: false };
    const hint = own ? '' : `; the heading at line ${sec.line} is not "## ${meant}": write that heading exactly`;
    let block = -1;
    sec.body.split('\n').forEach((line, k) => {
      if (blockTitle(line) !== undefined) block++;
      const finding = counted.get(block);
      if (finding) inBlocks.set(sec.line + 1 + k, finding);
      else part.set(sec.line + 1 + k, { ...where, hint });
    });
  }
  headed.forEach((h, i) => {
    if (h && !part.has(i + 1) && !inBlocks.has(i + 1))
      part.set(i + 1, {
        where: ` under the heading at line ${h.line} (${quoted(h.heading, 60)}), which reads as a findings section, outside a counted finding block`,
        hint: '',
        critical: h.levels.includes('Critical'),
      });
  });
  const tableLines = new Set(
    tables(body).flatMap((t) => Array.from({ length: (t.rows.at(-1)?.line ?? t.line + 1) - t.line + 1 }, (_, k) => t.line + k)),
  );
  const rowCells = new Map<number, { cells: string[]; header: string[] | null }>();
  for (const t of tables(body)) {
    rowCells.set(t.line, { cells: t.header, header: null });
    for (const r of t.rows) rowCells.set(r.line, { cells: r.cells, header: t.header });
  }
  const paths = reviewedPaths(files);
  const reviewed = new Set(files.map(placeKey));
  // The counted findings by row and by file (a summary of 5,000 places over 5,000 blocks).
  const countedRows = new Set(findings.map((f) => f.row));
  const at = findingsAt(findings);
  const shownPlace = (p: Place) =>
    p.line !== null ? `${p.path}:${p.line}` : p.unread ? `${p.path} with its line written ${JSON.stringify(p.unread)}` : p.path;
  /**
   * What a text names that no counted finding has. Outside a counted block a reviewed file with no
   * counted finding is one too; elsewhere nothing unless it names a row and a place; in a counted
   * block, not its own row nor, under **Related Violations**, its own file's lines.
   */
  type Where = 'section' | 'elsewhere' | { block: ReportFinding; related: boolean };
  const named = (lines: { line: number; text: string }[], where: Where) => {
    const none = { rows: [] as string[], places: [] as string[] };
    const shown = lines.map((l) => l.text).join(' ');
    // A row and a line are written with digits: a paragraph of words is not read again (a file named alone matters only in a findings section).
    if (where !== 'section' && !/\p{N}/u.test(shown)) return none;
    const n = namedIn(shown, paths, known, fold);
    // A table row is read cell by cell too: the line may stand in a column of its own.
    for (const l of lines) {
      const row = rowCells.get(l.line);
      if (row) n.places.push(...cellPlaces(row.cells, row.header, paths));
    }
    const block = typeof where === 'object' ? where : undefined;
    const uncounted = (p: Place) => {
      if (block && (!reviewed.has(placeKey(p.path)) || (block.related && placeKey(p.path) === placeKey(block.block.path ?? ''))))
        return false;
      if (p.line !== null) return at(p).length === 0;
      // A reviewed file with no line is a place as one with a line is (`C2 … in tests/a.spec.ts`): elsewhere it is
      // refused only beside a row no counted finding has, as row 191 reads a level beside a file.
      return p.unread !== undefined || (!block && !p.negated && at(p).length === 0);
    };
    const kept = n.places.filter(uncounted);
    // A file named with its line says all the same file named alone does: it is told once.
    const lined = (p: Place) => p.line !== null || p.unread !== undefined;
    const withLine = new Set(kept.filter(lined).map((p) => placeKey(p.path)));
    const places = [...new Set(kept.filter((p) => lined(p) || !withLine.has(placeKey(p.path))).map(shownPlace))];
    if (where === 'elsewhere' && places.length === 0) return none;
    return { rows: n.rows.filter((r) => !countedRows.has(r) && r !== block?.block.row), places };
  };
  /** The line to quote: the first that names what no counted finding has (a table's row, not its header). */
  const firstNaming = (lines: { line: number; text: string }[], where: Exclude<Where, 'elsewhere'>) =>
    lines.find((l) => {
      const one = named([l], where);
      return one.rows.length > 0 || one.places.length > 0;
    }) ?? lines[0]!;
  const listed = (n: ReturnType<typeof named>) => [...n.rows.map((r) => `row ${r}`), ...n.places].slice(0, 3).join(', ');
  const refuse = (
    lines: { line: number; text: string }[],
    n: ReturnType<typeof named>,
    where: string,
    heading: string,
    critical = false,
  ): never => {
    const first = firstNaming(lines, 'section');
    const severities = n.rows.flatMap((r) => (registry?.has(r) ? [`${r} is ${severityLine(registry.get(r)!)}`] : []));
    const home = critical || n.rows.some((r) => registry?.get(r) === 'Critical') ? CRITICAL_SECTION : SHOULD_FIX_SECTION;
    return reject(
      `line ${first.line} names ${listed(n)}${where} (${quoted(first.text.trim(), 60)}), which no counted finding has: write the finding as a "### " block under "## ${home}" with its **Severity**${severities.length ? ` (in the criteria registry ${severities.slice(0, 2).join(', ')})` : ''}, **Row** and **Location** lines (the place as \`path:line\`), counted in **Total Violations**${heading}; text that reports no violation names no row or place`,
    );
  };
  // Whether the units of a counted block are under its **Related Violations** label (up to the next label).
  let related = false;
  for (const unit of claimUnits(body, continuing)) {
    const inside = unit.lines.filter((l) => part.has(l.line));
    if (inside.length) {
      const n = named(inside, 'section');
      if (n.rows.length || n.places.length) {
        const { where, hint, critical } = part.get(inside[0]!.line)!;
        refuse(inside, n, where, hint, critical);
      }
    }
    // The block's own claims are read as such (a **Location** not read as a place is refused by its block).
    const within = unit.lines.filter(
      (l) => inBlocks.has(l.line) && !/^(?:sev(?:erit(?:y|ies))?|row|location)\b/.test(bareStart(l.text, fold)),
    );
    if (within.length) {
      const block = inBlocks.get(within[0]!.line)!;
      // Up to the first colon, trimmed: a lazy label before `\s*` retried every split of a run of spaces (hazard 600).
      const label = /^([\p{L}\s()/]+):/u.exec(bareStart(within[0]!.text, fold))?.[1]?.trim();
      if (blockTitle(within[0]!.text) !== undefined) related = false;
      else if (label !== undefined && TEMPLATE_LABELS.has(label)) related = label === 'related violations';
      const where = { block, related };
      const n = named(within, where);
      if (n.rows.length || n.places.length) {
        const first = firstNaming(within, where);
        reject(
          `line ${first.line}, in the counted finding block ${quoted(block.title, 60)} (row ${block.row}), names ${listed(n)} (${quoted(first.text.trim(), 60)}), another finding than the block's own: write each finding as its own "### " block with its **Severity**, **Row** and **Location** (\`path:line\`), counted in **Total Violations**; a block names only its own row and place, a counted finding's (as its block writes them), or under **Related Violations** lines of its own file`,
        );
      }
    }
    const outside = unit.lines.filter((l) => !part.has(l.line) && !inBlocks.has(l.line));
    // A table row by row: a row of a summary table is one statement.
    for (const lines of outside.length && tableLines.has(outside[0]!.line) ? outside.map((l) => [l]) : [outside]) {
      if (lines.length === 0) continue;
      const n = named(lines, 'elsewhere');
      if (n.rows.length && n.places.length) refuse(lines, n, ' outside the findings sections', '');
    }
  }
}

/**
 * The registry rows (a negation's aside) and the places a text names, as the reader reads prose
 * outside the finding blocks: what a sentence of a published copy must answer for.
 */
export function namedIn(
  text: string,
  paths: PathFinder,
  known = (row: string) => /^[CHML]\d+$/.test(row),
  fold?: (text: string) => string,
): { rows: string[]; places: Place[] } {
  return {
    rows: rowsNamed(text, known, fold),
    places: [seen(text), ...pathReadings(text)].flatMap((t) => placesIn(t, paths)),
  };
}

/**
 * A place's path as every reading compares it: as the prompt showed it (a report reads a hidden
 * code point of a name as the U+XXXX it was shown), compatibility-composed (NFKC, as pathReadings
 * reads text) and lower-cased.
 */
const placeKey = (path: string) => promptShownString(path).normalize('NFKC').toLowerCase();

const LINE_AFTER = new RegExp(`^${LINE_AFTER_PATH}`, 'iu');

/**
 * What follows a path whose line is written in a spelling the reader does not read: a word or two
 * at most (`Zeile`, `ligne n°`, `行`, `L.`), then a number in digits or an English word (`line three`).
 */
const UNREAD_LINE =
  /^[\s,;:()[\]–—-]*(?:\p{L}{1,12}\.?[\s°º#]*){0,2}(?:\p{N}+|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)(?!\p{L}))/iu;
/** A negation earlier in the clause that names a file (`No issues in tests/a.spec.ts`, `nothing to fix in …`): it reports none there. */
const NEGATED_BEFORE = /(?<!\p{L})(?:no|none|nothing|not|never|without|zero)(?!\p{L})[^,.;:!?]*$/u;

/** A place a text names: its line, or null for the whole file, with a line written so it is not read (`unread`) or a negation before it. */
export interface Place {
  path: string;
  line: number | null;
  /** The words after the path that write a line the reader does not read (`Zeile 3`). */
  unread?: string;
  negated?: boolean;
}

/**
 * The places a text names: a path before `:N` (a file name by its shape), and a reviewed or changed
 * file named anywhere, with the line written after it (`, line 3`, `(L3)`, `#L3`) or the whole file.
 */
function placesIn(text: string, paths: PathFinder): Place[] {
  const places: Place[] = [...text.matchAll(/:(\d+)/g)].flatMap((m) => {
    // The path before the colon, found by stepping back (linear: a step back stops at the colon before).
    let start = m.index;
    while (start > 0 && /[\p{L}\p{N}_./\\-]/u.test(text[start - 1]!)) start--;
    const path = text.slice(start, m.index);
    return /[\p{L}\p{N}_]\.[\p{L}\p{N}]+$/u.test(path) ? [{ path: posix.normalize(path.replace(/\\/g, '/')), line: Number(m[1]) }] : [];
  });
  for (const { path: p, at } of paths.occurrences(text)) {
    const after = text.slice(at + p.length);
    if (/^[\p{L}\p{N}_/\\-]/u.test(after) || /^:\d/.test(after)) continue;
    const line = LINE_AFTER.exec(after);
    if (line) places.push({ path: p, line: Number(line[1]) });
    else {
      // Bounded looks either side: a paragraph naming a file a thousand times is read once.
      const unread = UNREAD_LINE.exec(after.slice(0, 40))?.[0].trim();
      const negated = !unread && NEGATED_BEFORE.test(text.slice(Math.max(0, at - 80), at));
      places.push({ path: p, line: null, ...(unread ? { unread } : {}), ...(negated ? { negated } : {}) });
    }
  }
  return places;
}

/** A table cell that holds a line and nothing else: a number, a word or two before it at most (`3`, `L3`, `line 3`, `Zeile 3`, `3-8`). */
const LINE_CELL = /^(?:\p{L}{1,12}\.?[\s°º#]*){0,2}\p{N}+(?:\s*[-–]\s*\p{N}+)?$/u;

/** A column headed as a line (`Line`, `Lines`, `Ln`, `Zeile`, `Ligne`, `Línea`, `行`). */
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#637): anchored at `^`; the word between the runs is letters the runs cannot take, so the last run starts after it once (1 MB: 2 ms)
const LINE_HEADER = /^[^\p{L}]*(?:lines?|ln|l|zeilen?|lignes?|líneas?|linhas?|righe|riga|行)(?:\s*(?:no\.?|nr\.?|numbers?|#))?[^\p{L}]*$/u;

/**
 * The places a table row names cell by cell: a reviewed file in one cell with no line read beside
 * it, and a line alone in any later cell of the row (`| C2 | tests/a.spec.ts | 3 | … |`) or in an
 * earlier one under a line's header (`| Line | File |`), is that file with its line written where
 * the reader does not read it: an unread place, as `Zeile 3` is.
 */
export function cellPlaces(cells: readonly string[], header: readonly string[] | null, paths: PathFinder): Place[] {
  const out: Place[] = [];
  const lineAt = (c: string | undefined) => {
    const said = seen(c ?? '').trim();
    return said.length <= 40 && LINE_CELL.test(said) ? said : undefined;
  };
  // Each cell read once: the nearest line in a later cell, and the first under a line header before it.
  const lines = cells.map(lineAt);
  const next: (string | undefined)[] = [];
  for (let i = cells.length - 1, seenLine: string | undefined; i >= 0; i--) {
    next[i] = seenLine;
    seenLine = lines[i] ?? seenLine;
  }
  let headed: string | undefined;
  cells.forEach((cell, i) => {
    const later = next[i] ?? headed;
    if (headed === undefined && header && LINE_HEADER.test(seen(header[i] ?? ''))) headed = lines[i];
    if (later === undefined) return;
    for (const p of [seen(cell), ...pathReadings(cell)].flatMap((t) => placesIn(t, paths)))
      if (p.line === null && !p.unread && !p.negated)
        out.push({ path: p.path, line: null, unread: `${later}, in another cell of its table row` });
  });
  return out;
}

/**
 * What the page shows together, for claims: shownUnits' paragraphs, a table's lines as one (its
 * header cell over its rows), and a list item with all its paragraphs (a blank line, then lines
 * indented to the item's text, nested items too).
 */
function claimUnits(body: string, continuing: ReadonlySet<number>): { lines: { line: number; text: string }[] }[] {
  const tableOf = new Map<number, number>();
  tables(body).forEach((t, k) => {
    for (let l = t.line; l <= (t.rows.at(-1)?.line ?? t.line + 1); l++) tableOf.set(l, k);
  });
  const out: { lines: { line: number; text: string }[] }[] = [];
  let item: { content: number; unit: (typeof out)[number] } | null = null;
  let lastTable: number | undefined;
  for (const unit of shownUnits(body, continuing)) {
    const first = unit.lines[0]!;
    const inner = first.text.replace(/^(?:[ \t]*>)*/, '');
    const blank = inner.trim() === '';
    const table = tableOf.get(first.line);
    if (table !== undefined && table === lastTable) {
      out.at(-1)!.lines.push(...unit.lines);
      continue;
    }
    lastTable = table;
    if (item && (blank || /^[ \t]*/.exec(inner)![0].length >= item.content)) {
      item.unit.lines.push(...unit.lines);
      continue;
    }
    const marker = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/.exec(inner);
    const own = { lines: [...unit.lines] };
    item = marker && !blank ? { content: marker[0].length, unit: own } : null;
    out.push(own);
  }
  return out;
}

/**
 * The report's text as the page shows it, unit by unit: a paragraph's lines together (the page
 * joins them into one: a level on one line and a row on the next are one sentence; `continuing`
 * from readAsPage), every other line alone. A continuing line's quote markers and indentation are
 * not shown. `line` is 1-based.
 */
function shownUnits(body: string, continuing: ReadonlySet<number>): { lines: { line: number; text: string }[] }[] {
  const units: { lines: { line: number; text: string }[] }[] = [];
  body.split('\n').forEach((text, i) => {
    if (continuing.has(i + 1) && units.length) units.at(-1)!.lines.push({ line: i + 1, text: text.replace(/^(?:[ \t]*>)*[ \t]*/, '') });
    else units.push({ lines: [{ line: i + 1, text }] });
  });
  return units;
}

/** Repository-relative POSIX path, or a refusal naming where it came from. */
export function canonicalPath(raw: string, where: string): string {
  const p = raw.replace(/\\/g, '/');
  if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
    reject(`${where} names an absolute path ${quoted(raw, 80)}: use a path relative to the project root`);
  const n = posix.normalize(p);
  if (n === '..' || n.startsWith('../')) reject(`${where} names ${quoted(raw, 80)}, outside the project root`);
  return n.replace(/\/$/, '');
}

/** A manifest entry is a path when it has no whitespace, or when it ends in a file extension. */
function manifest(body: string, where: string, firstToken = false): string[] {
  const out: string[] = [];
  for (const entry of entries(body)) {
    let candidate = entry;
    if (firstToken) candidate = unwrap(entry.split(/\s+/)[0]!);
    else if (/\s/.test(entry) && !/\.[A-Za-z0-9]{1,12}$/.test(entry)) continue;
    if (candidate === '' || candidate.toLowerCase() === 'none') continue;
    const p = canonicalPath(candidate, where);
    if (out.includes(p)) reject(`${where} lists ${p} twice`);
    out.push(p);
  }
  return out;
}

function onlyIn(all: Section[], body: string, label: string, home: string): string {
  const hits = labelled(body, label);
  if (hits.length !== 1) reject(`expected exactly one **${label}** line (found ${hits.length}), in "## ${home}"`);
  const summary = one(all, home);
  const inHome = summary ? labelled(summary.body, label) : [];
  if (inHome.length !== 1) reject(`the **${label}** line must be in "## ${home}"`);
  return inHome[0]!.value;
}

function bullets(body: string, heading: string, mark: string | null, max: number): string[] {
  const block = subBlocks(body).find((b) => b.title.toLowerCase() === heading.toLowerCase());
  if (!block) return [];
  const out: string[] = [];
  for (const raw of block.body.split('\n')) {
    const line = raw.trim().replace(/^[-*+]\s+/, '');
    if (mark ? line.startsWith(mark) : /^[-*+]\s+\S/.test(raw.trim())) out.push(line.replace(mark ?? '', '').trim());
  }
  return out.slice(0, max);
}

function conventions(body: string): void {
  // proofgate measures no convention baseline, so a report may not claim one.
  if (/\bConvention:\s*\w+\s*\(\s*\d+\s+of\s+\d+\s+sampled\s*\)/i.test(body))
    reject(
      'a "Convention: <key> (<a> of <s> sampled)" citation needs a measured convention baseline, and this run supplied none: cite no adoption counts',
    );
  const lines = labelled(body, 'Convention Baseline');
  if (lines.length > 1) reject('more than one **Convention Baseline** line');
  if (lines[0] && !/^unavailable\b/i.test(lines[0].value))
    reject('**Convention Baseline** must read "unavailable: <reason>": this run measured no baseline');
}

/**
 * The report's paths as this run spelt them: a name in another Unicode normalisation is the one
 * name the run supplied that composes to the same (git keeps the decomposed names macOS writes; a
 * model often composes what it copies), and a name as the prompt showed it (promptShownString: a tag
 * character as U+XXXX) is the name shown so. A name two supplied names compose or are shown to
 * stays as written, and is refused by bindToRun.
 */
function inRunSpelling(r: ParsedReport, c: RunContract): void {
  const supplied = new Set([...c.reviewSet, ...c.excludable, ...c.contextFiles, ...c.unscorable]);
  const twinsOf = composedTwins(supplied);
  const shownAs = shownSpellings(supplied, promptShownString);
  const spelt = (p: string) => {
    if (supplied.has(p)) return p;
    const found = [twinsOf(p), shownAs.get(p) ?? []].find((names) => names.length === 1);
    return found ? found[0]! : p;
  };
  r.reviewedFiles = r.reviewedFiles.map(spelt);
  r.contextFiles = r.contextFiles.map(spelt);
  r.excludedFiles = r.excludedFiles.map(spelt);
  for (const f of r.findings) if (f.path !== null) f.path = spelt(f.path);
}

function bindToRun(r: ParsedReport, c: RunContract): void {
  for (const u of c.unscorable)
    if (!r.excludedFiles.includes(u)) reject(`${shownName(u)} cannot be scored and must be listed under "## Excluded From Review Set"`);
  for (const f of r.excludedFiles) {
    if (c.unscorable.includes(f) || c.excludable.includes(f)) continue;
    reject(
      c.reviewSet.includes(f)
        ? `"## Excluded From Review Set" lists ${shownName(f)}, a test the test-file rules put in the review set: it cannot be excluded, review it`
        : `"## Excluded From Review Set" lists ${shownName(f)}, which this run did not supply`,
    );
  }
  const expected = c.reviewSet.filter((f) => !r.excludedFiles.includes(f));
  for (const f of r.reviewedFiles)
    if (!c.reviewSet.includes(f)) reject(`"## Reviewed Files" lists ${shownName(f)}, which is not in the review set this run supplied`);
  for (const f of expected)
    if (!r.reviewedFiles.includes(f)) reject(`"## Reviewed Files" omits ${shownName(f)}, which this run supplied for review`);
  const rank = (b: ContextBasis) => (b === 'none' ? 0 : b === 'pr_diff_truncated' ? 1 : 2);
  if (rank(r.contextBasis) > rank(c.contextBasis))
    reject(`**Context Basis** ${r.contextBasis} claims more context than this run supplied (${c.contextBasis})`);
  for (const f of r.contextFiles)
    if (!c.contextFiles.includes(f)) reject(`"## Review Context" lists ${shownName(f)}, which this run did not supply as context`);
  if (r.contextBasis === c.contextBasis)
    for (const f of c.contextFiles)
      if (!r.contextFiles.includes(f)) reject(`"## Review Context" omits ${shownName(f)}, which this run supplied as context`);
  for (const f of r.findings)
    if (f.path !== null && !r.reviewedFiles.includes(f.path))
      reject(
        `finding ${quoted(f.title, 60)} is located in ${shownName(f.path)}, which is not a reviewed file: write its **Location** as \`path:line\`, the path as "## Reviewed Files" lists it`,
      );
}

/**
 * The level-2 headings that read as a findings section but are not it (an emoji before it, other
 * quotes, the title without its parenthesis), named when a count finds too few blocks: the blocks
 * under such a heading are not read, and "documents 0" alone sends a retry looking elsewhere.
 */
function nearMisses(all: Section[]): string {
  const misses = all.flatMap((s) => {
    const meant = meantSection(s.heading);
    return meant ? [`the heading at line ${s.line} is not "## ${meant}": write that heading exactly, nothing before or after it`] : [];
  });
  return misses.length ? `; ${misses.slice(0, 2).join('; ')}` : '';
}

/** The findings section a heading that is not one reads as (`## 🔴 Critical Issues`, `## Recommendations`), if any. */
function meantSection(heading: string): ReportFinding['section'] | undefined {
  const letters = (h: string) => h.toLowerCase().replace(/[^a-z]/g, '');
  return ([CRITICAL_SECTION, SHOULD_FIX_SECTION] as const).find(
    (want) => !sameSection(heading, want) && letters(heading).startsWith(letters(want.split(' (')[0]!)),
  );
}

/** The template's sections besides the findings ones: what a heading above one names does not reach into it. */
const OTHER_SECTIONS = ['Executive Summary', LEDGER_SECTION, 'Decision', 'Reviewed Files', 'Review Context', 'Excluded From Review Set'];

/** How the reader treats a level-2 heading: a findings section (its own, or one spelled otherwise) read block by block, another of the template's, or neither. */
const templateSection = (heading: string): TemplateSection =>
  [CRITICAL_SECTION, SHOULD_FIX_SECTION].some((h) => sameSection(heading, h)) || meantSection(heading)
    ? 'findings'
    : OTHER_SECTIONS.some((h) => sameSection(heading, h))
      ? 'other'
      : null;

export function parseReport(text: string, opts: ParseOptions): ParsedReport {
  const fold = opts.fold ?? ((t: string) => t);
  const read = asRead(text);
  const { body: rawBody, lines: frontmatterLines } = frontmatter(read);
  const beyond = reportBoundProblem(text);
  if (beyond) reject(beyond);
  // The page's lines are the reader's, with what asRead takes out (invisible characters) still in:
  // they decide what is a fence, a heading or a table on the page.
  const pageBody = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line, i) => (i < frontmatterLines ? '' : line))
    .join('\n');
  const unreadable = pageReadingProblem(pageBody);
  if (unreadable) reject(unreadable);
  const page = readAsPage(pageBody, rawBody);
  if ('problem' in page) reject(page.problem);
  const { body, continuing, struck } = page;
  const all = sections(body);

  const summaryRec = recommendationIn(all, 'Executive Summary');
  const decisionRec = recommendationIn(all, 'Decision');
  if (summaryRec !== decisionRec) reject(`the Executive Summary recommends ${summaryRec} but the Decision says ${decisionRec}`);
  const { score, grade } = qualityScore(body);
  scoresElsewhere(body, all, score, grade);
  const violations = totalViolations(body);
  if (violations.critical > 0 && (summaryRec === 'Approve' || summaryRec === 'Approve with Comments')) {
    reject(`${violations.critical} Critical violation(s) with the recommendation ${summaryRec}: Critical means Must Fix`);
  }

  const findings = [
    ...findingsIn(onlyOne(all, CRITICAL_SECTION), CRITICAL_SECTION, opts.registry, fold),
    ...findingsIn(onlyOne(all, SHOULD_FIX_SECTION), SHOULD_FIX_SECTION, opts.registry, fold),
  ];
  for (const s of SEVERITIES) {
    const documented = findings.filter((f) => f.severity === s).length;
    const declared = violations[countKey(s)];
    const exact = s === 'Critical' || s === 'High';
    if (exact ? documented !== declared : documented > declared) {
      reject(
        `**Total Violations** says ${declared} ${s} but the report documents ${documented} ${s} finding block(s)${exact ? '' : ' (more than it counted)'}${documented < declared ? nearMisses(all) : ''}`,
      );
    }
  }

  restatedClaims(body, all, violations, fold, continuing);
  countsBesideSeverities(body, all, opts.restatedAgainst ?? violations, fold, continuing);
  criteriaTables(body, findings, violations, fold);
  // The files the page may name as a finding's place: the review set, and the files the report says it reviewed.
  const reviewedSection = onlyOne(all, 'Reviewed Files');
  const named = [...(opts.contract?.reviewSet ?? []), ...(reviewedSection ? manifest(reviewedSection.body, '"## Reviewed Files"') : [])];
  // The heading each line is under that reads as a findings section, and the levels its headings name.
  const headed = findingsHeadings(body, fold, templateSection);
  findingClaimsOutsideBlocks(body, findings, fold, continuing, named, headed);
  uncountedFindings(body, all, findings, opts.registry, fold, continuing, named, headed);
  emojiShortcodes(body, continuing);
  statusLines(body, findings, violations, fold);
  // Struck-out text first: a verdict in it is named as struck, not as a second verdict.
  continuedClaims(body, continuing, struck);
  const verdictLines = unstatedClaims(body, summaryRec, fold);
  decisionStatements(all, summaryRec, new Set(verdictLines), fold);
  const ledger = readLedger(rawBody, body, opts.bonusMax ?? 30, struck);
  for (const s of SEVERITIES) {
    const stated = ledger.counts[countKey(s)];
    if (stated !== undefined && stated !== violations[countKey(s)])
      reject(`the ledger deducts ${stated} ${s} but **Total Violations** counts ${violations[countKey(s)]}: the report counts once`);
  }

  // The verdict is derived from the counts, so a report that recommends more than its counts give
  // stands on a finding the gate did not read (a shape another model writes): never a pass.
  const derived = computeScore(violations, ledger.bonus).recommendation;
  const counted = `its counts (${SEVERITIES.map((s) => `${violations[countKey(s)]} ${s}`).join(', ')})`;
  const fix = 'write each finding it stands on as a "### " block under its section and count it in **Total Violations**';
  if (RECOMMENDATIONS.indexOf(summaryRec) > RECOMMENDATIONS.indexOf(derived))
    reject(`the report recommends ${summaryRec} but ${counted} give ${derived}: ${fix}`);
  // So is a score below what the counts give with no bonus (a bonus left out only lowers it that
  // far): its deductions stand on findings the gate did not read, a table of the model's own.
  const floor = computeScore(violations, 0);
  for (const [what, stated, least] of [
    ['**Quality Score**', score, floor.qualityScore],
    ["the ledger's final score", ledger.finalScore, floor.qualityScore],
    ['**Raw Deduction Score**', rawScore(body), floor.rawQualityScore],
    ["the ledger's raw deduction score", ledger.rawScore, floor.rawQualityScore],
  ] as const)
    if (stated !== null && stated < least) reject(`${what} is ${stated}/100 but ${counted} give ${least}: ${fix}`);
  // A grade is its score's letter (A best): one worse than the floor's stands on the same unread deductions.
  for (const [what, stated] of [
    ['**Quality Score**', grade],
    ["the ledger's grade", ledger.grade],
  ] as const)
    if (stated !== null && stated > floor.grade) reject(`${what} grades ${stated} but ${counted} give ${floor.grade}: ${fix}`);

  const reviewed = onlyOne(all, 'Reviewed Files');
  const reviewedFiles = reviewed ? manifest(reviewed.body, '"## Reviewed Files"') : [];
  if (reviewedFiles.length === 0) reject('"## Reviewed Files" is missing or lists no path');

  const basisValue = onlyIn(all, body, 'Context Basis', 'Executive Summary');
  const contextBasis = CONTEXT_BASES.find((c) => c === basisValue.replace(/[*`]/g, '').trim());
  if (!contextBasis) reject(`**Context Basis** is ${quoted(basisValue, 40)}: expected none, pr_diff or pr_diff_truncated`);
  const waivers = onlyIn(all, body, 'Context Waivers Applied', 'Executive Summary');
  if (waivers.trim() !== '0')
    reject(`**Context Waivers Applied** is ${quoted(waivers, 20)}: context never waives a finding, so it must be 0`);

  const contextSection = onlyOne(all, 'Review Context');
  const contextFiles = contextSection ? manifest(contextSection.body, '"## Review Context"') : [];
  if (contextBasis === 'none' && contextFiles.length > 0) reject('"## Review Context" lists files but **Context Basis** is none');
  if (contextBasis !== 'none' && contextFiles.length === 0)
    reject(`**Context Basis** is ${contextBasis} but "## Review Context" lists no file`);

  const excludedSection = onlyOne(all, 'Excluded From Review Set');
  const excludedFiles = excludedSection ? manifest(excludedSection.body, '"## Excluded From Review Set"', true) : [];
  for (const f of reviewedFiles) {
    if (contextFiles.includes(f)) reject(`${shownName(f)} is in both "## Reviewed Files" and "## Review Context"`);
    if (excludedFiles.includes(f)) reject(`${shownName(f)} is in both "## Reviewed Files" and "## Excluded From Review Set"`);
  }
  conventions(body);

  const summaryBody = one(all, 'Executive Summary')!.body;
  const mode = labelled(summaryBody, 'Execution Mode')[0]?.value.toLowerCase();
  const report: ParsedReport = {
    recommendation: summaryRec,
    qualityScore: score,
    grade,
    ledger,
    violations,
    bonus: ledger.bonus,
    findings,
    verdictLines,
    reviewedFiles,
    contextBasis,
    contextFiles,
    excludedFiles,
    keyStrengths: bullets(summaryBody, 'Key Strengths', '✅', 5),
    keyWeaknesses: bullets(summaryBody, 'Key Weaknesses', '❌', 5),
    advisoryObservations: bullets(summaryBody, 'Advisory Observations', null, 10),
    ...(mode && (EXECUTION_MODES as readonly string[]).includes(mode) ? { executionMode: mode } : {}),
  };
  if (opts.contract) {
    inRunSpelling(report, opts.contract);
    bindToRun(report, opts.contract);
  }
  return report;
}
