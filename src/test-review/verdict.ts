import type {
  RemovedTests,
  TestReviewResult,
  TestReviewSkip,
  TestReviewVerdict,
  VerdictFinding,
  VerdictProvenance,
} from '../schemas/types.js';
import { redact } from '../text/redact.js';
import { hasVisibleWords } from '../text/words.js';
import { utcDay, utcDayOf } from '../text/dates.js';
import type { Classified } from './delta.js';
import { countKey, SEVERITIES, type Counts, type ParsedReport, type Recommendation } from './report.js';
import { computeScore, deduction, recommend } from './score.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';

/**
 * From a parsed report (and, in pr mode, each finding's provenance) to the
 * verdict JSON and its exit code. The gates act on the derived values only.
 */

export type FailOn = 'request-changes' | 'block';
export interface GatePolicy {
  failOn: FailOn;
  minScore?: number;
  maxCritical?: number;
  minFiles: number;
  failOnSkip: boolean;
  waive?: { reason: string; until: string };
}

export interface RunFacts {
  report: string;
  agent: string;
  model: string | null;
  gateOn: 'introduced' | 'all';
  provenance: VerdictProvenance;
  unscorable: string[];
  removedTests: RemovedTests;
  withheld: string[];
  unreadable: string[];
}

const FAILING: Record<FailOn, Recommendation[]> = { 'request-changes': ['Request Changes', 'Block'], block: ['Block'] };

function minus(a: Counts, b: Counts): Counts {
  return {
    critical: a.critical - b.critical,
    high: a.high - b.high,
    medium: Math.max(0, a.medium - b.medium),
    low: Math.max(0, a.low - b.low),
  };
}

export function buildVerdict(r: ParsedReport, facts: RunFacts, classified: Classified[] | null): TestReviewResult {
  const cut: Counts = { critical: 0, high: 0, medium: 0, low: 0 };
  const findings: VerdictFinding[] = [];
  r.findings.forEach((f, i) => {
    const c = classified?.[i];
    if (c?.provenance === 'pre_existing') {
      cut[countKey(f.severity)]++;
      return;
    }
    findings.push({
      criterion_id: f.row,
      severity: f.severity,
      path: f.path,
      line: c ? c.line : f.line,
      provenance: c ? c.provenance : 'unknown',
      ...(c ? { changed_line_evidence: c.evidence } : {}),
      deduction: deduction(countKey(f.severity)),
      verdict_impact: true,
      row: f.row,
      file: f.path,
      section: f.section,
      title: redact(f.title),
    });
  });
  const violations = minus(r.violations, cut);
  const s = computeScore(violations, r.bonus);
  const cutCount = SEVERITIES.reduce((n, sev) => n + cut[countKey(sev)], 0);
  const v: TestReviewResult = {
    report: facts.report,
    files: r.reviewedFiles,
    agent: facts.agent,
    model: facts.model,
    reviewMode: facts.gateOn === 'introduced' ? 'pr' : 'full-file',
    gateOn: facts.gateOn,
    gatingQualityScore: s.qualityScore,
    gatingViolations: violations,
    recommendation: s.recommendation,
    rawQualityScore: s.rawQualityScore,
    qualityScore: s.qualityScore,
    scoreCap: s.scoreCap as TestReviewResult['scoreCap'],
    scoreOverrideRule: s.scoreOverrideRule,
    verdictRule: s.verdictRule,
    violations,
    findings,
    reviewProvenance: facts.provenance,
    reviewedFiles: r.reviewedFiles,
    contextBasis: r.contextBasis,
    contextFiles: r.contextFiles,
    contextWaiversApplied: 0,
    // Free text quoted from the report leaves the tool only through the redaction floor.
    keyStrengths: r.keyStrengths.map(redact),
    keyWeaknesses: r.keyWeaknesses.map(redact),
    advisoryObservations: r.advisoryObservations.map(redact),
  };
  if (r.executionMode) v.executionMode = r.executionMode as TestReviewResult['executionMode'];
  if (r.excludedFiles.length) v.excludedFiles = r.excludedFiles;
  if (facts.gateOn === 'introduced') v.preExistingFindingsCut = cutCount;
  if (r.qualityScore !== s.qualityScore) v.reportedQualityScore = r.qualityScore;
  if (r.recommendation !== s.recommendation) v.reportedRecommendation = r.recommendation;
  if (facts.unscorable.length) v.unscorableTestArtifacts = facts.unscorable;
  if (facts.removedTests.length) v.removedTests = facts.removedTests;
  if (facts.withheld.length) v.withheldFiles = facts.withheld;
  if (facts.unreadable.length) v.unreadableFiles = facts.unreadable;
  return v;
}

export function gateFailures(v: TestReviewResult, p: GatePolicy): string[] {
  const out: string[] = [];
  if (FAILING[p.failOn].includes(v.recommendation))
    out.push(`Verdict "${v.recommendation}"${v.gateOn === 'introduced' ? ' under --gate-on introduced' : ''} fails --fail-on ${p.failOn}.`);
  if (p.minScore !== undefined && v.gatingQualityScore < p.minScore)
    out.push(`Quality score ${v.gatingQualityScore} fails --min-score ${p.minScore}.`);
  if (p.maxCritical !== undefined && v.gatingViolations.critical > p.maxCritical)
    out.push(`Critical violations ${v.gatingViolations.critical} exceeds --max-critical ${p.maxCritical}.`);
  if (v.files.length < p.minFiles) out.push(`insufficient evidence: ${v.files.length} files reviewed (${p.minFiles} required)`);
  if (onlyRemovals(v)) out.push(REMOVALS_ONLY_REASON);
  return out;
}

/**
 * Whether all the review read is what removed tests became (`tests/auth.test.ts` → `tests/auth.ts`, test-named by its
 * folder alone): the change only removes coverage, which fails as a skip of only removals does, whatever the agent says.
 */
function onlyRemovals(v: TestReviewResult): boolean {
  const became = new Set(v.removedTests?.map((t) => t.renamedTo));
  return Boolean(v.removedTests?.length) && v.files.every((f) => became.has(f));
}

/**
 * A skip's gate failures: a removed test file, or a changed test artifact no row scores (a Gherkin
 * scenario, a YAML flow: nothing read it), fails it whatever the settings; no test at all only under --fail-on-skip.
 */
export function skipFailures(v: TestReviewSkip, failOnSkip: boolean): string[] {
  return v.removedTests?.length || v.unscorableTestArtifacts?.length || failOnSkip ? [v.reason] : [];
}

/**
 * Why `v` is not a waiver's expiry (a real calendar date strictly after today's UTC date), or null
 * when it is. The waiver lapses at 00:00 UTC of that day, whatever zone the writer or a reader runs in.
 */
export function expiryProblem(v: string, today = new Date()): string | null {
  const day = utcDay(v);
  if (day === null) return `must be a real date YYYY-MM-DD (got ${JSON.stringify(v)})`;
  return day <= utcDayOf(today) ? `${v} is not in the future (UTC): a waiver must expire after today's date in UTC` : null;
}

/** The loosest settings a run can have: what fails under them fails under every --fail-on, --min-files and --fail-on-skip. */
const LOOSEST: GatePolicy = { failOn: 'block', minFiles: 0, failOnSkip: false };

/**
 * Where a verdict read back from a file (test-review render) is not one a run writes, in words: a
 * recommendation or score its counts do not give, or no gate failure where every setting has one
 * (a Block, a removed test file). Its gate failures are never taken on trust.
 */
export function contradiction(v: TestReviewVerdict, today = new Date()): string | undefined {
  if ('promptOnly' in v) return undefined;
  const waiver = waiverProblem(v, today);
  if (waiver) return waiver;
  if (!('skipped' in v)) {
    const same = (Object.keys(v.violations) as (keyof Counts)[]).every((k) => v.violations[k] === v.gatingViolations[k]);
    if (!same || v.qualityScore !== v.gatingQualityScore) return 'its gating counts or score are not its own';
    const derived = recommend(v.gatingViolations, v.gatingQualityScore).recommendation;
    if (derived !== v.recommendation)
      return `its recommendation "${v.recommendation}" is not "${derived}", the one its counts and score give`;
  }
  const owed = 'skipped' in v ? skipFailures(v, false) : gateFailures(v, LOOSEST);
  return owed.length && !v.gateFailures?.length ? `it lists no gate failure, yet every setting fails it: ${owed.join(' ')}` : undefined;
}

/**
 * A waiver read back is checked again by the writer's rule (settle, and the options' partners and
 * expiry): one that waives nothing, names no reason or expiry, or has run out passes nothing. The
 * schema ties the fields; the expiry is today's question, never the writer's answer.
 */
function waiverProblem(v: TestReviewResult | TestReviewSkip, today: Date): string | undefined {
  if (!v.waived) return undefined;
  if (!v.gateFailures?.length) return 'it is waived with no gate failure to waive';
  // A reason is words a person reads: blank, invisible (U+200B, U+3164, U+2800, U+00AD) or marks alone name none (row 46).
  if (!hasVisibleWords(v.waiveReason)) return 'its waiver names no reason';
  const expiry = v.waiveUntil === undefined ? 'it has no expiry' : expiryProblem(v.waiveUntil, today);
  return expiry ? `its waiver no longer holds: ${expiry}` : undefined;
}

/** Records the gate failures and, when they exist, an active waiver; returns the exit code. */
export function settle<T extends TestReviewResult | TestReviewSkip>(
  v: T,
  failures: string[],
  p: GatePolicy,
): { verdict: T; exitCode: number } {
  if (failures.length === 0) return { verdict: v, exitCode: TEST_REVIEW_EXIT.ok };
  const out = { ...v, gateFailures: failures };
  // The writer's rule is the reader's (waiverProblem): a waiver naming no reason a person can read waives nothing.
  if (p.waive && hasVisibleWords(p.waive.reason))
    return { verdict: { ...out, waived: true, waiveReason: p.waive.reason, waiveUntil: p.waive.until }, exitCode: TEST_REVIEW_EXIT.ok };
  return { verdict: out, exitCode: TEST_REVIEW_EXIT.failed };
}

export const NO_TESTS_REASON = 'no changed test files in diff';
export const DELETIONS_ONLY_REASON = 'only test deletions in diff; nothing to review';
export const REMOVALS_ONLY_REASON = 'only removed tests in diff: every reviewed file is one a removed test was renamed to';

export function skipVerdict(o: {
  removed: RemovedTests;
  withheld: string[];
  unscorable: string[];
  contextFiles: string[];
  contextBasis: TestReviewSkip['contextBasis'];
  gateOn: 'introduced' | 'all';
  provenance: VerdictProvenance;
}): TestReviewSkip {
  let reason = o.removed.length ? DELETIONS_ONLY_REASON : NO_TESTS_REASON;
  if (o.unscorable.length)
    reason += `; ${o.unscorable.length} changed test artifact(s) no rubric row can score (pass --test-glob to review them as tests)`;
  const v: TestReviewSkip = {
    skipped: true,
    reason,
    recommendation: null,
    qualityScore: null,
    files: [],
    contextBasis: o.contextBasis,
    contextFiles: o.contextFiles,
    gateOn: o.gateOn,
    reviewProvenance: o.provenance,
  };
  if (o.removed.length) {
    // deletedFiles keeps the peer's key: every test path the change took away.
    v.deletedFiles = o.removed.map((r) => r.path);
    v.removedTests = o.removed;
  }
  if (o.unscorable.length) v.unscorableTestArtifacts = o.unscorable;
  if (o.withheld.length) v.withheldFiles = o.withheld;
  return v;
}
