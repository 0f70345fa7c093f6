import { join } from 'node:path';
import { writeJsonAtomic } from '../text/files.js';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import type { CommandOutput } from '../cli/spec.js';
import {
  abandonedUnits,
  loadCoverage,
  loadFindings,
  loadScope,
  nameList,
  reviewPaths,
  type Finding,
  type Loaded,
  type ReviewPaths,
} from './evidence.js';
import type { ReviewCoverage, ReviewFindings, ReviewScope } from '../schemas/types.js';
import { isOpen } from './anchor.js';
import { findingIdentity } from './identity.js';
import { REVIEW_EXIT } from './exit-codes.js';
import { reviewerAttempts, reviewerRead } from './ledger.js';

export const COMPARE_SCHEMA = 'proofgate/review-compare/1';

export interface CompareOptions {
  id: string;
  since: string;
  cwd: string;
  dir?: string;
}

type Brief = Pick<Finding, 'id' | 'path' | 'category' | 'severity' | 'disposition'>;
const brief = ({ id, path, category, severity, disposition }: Finding): Brief => ({ id, path, category, severity, disposition });

function findingsOf(loaded: Loaded<ReviewFindings>, id: string): Finding[] {
  if (loaded.status === 'ok') return loaded.data.findings;
  const why =
    loaded.status === 'missing'
      ? 'is missing'
      : loaded.status === 'other-scope'
        ? 'answers another scope'
        : `is not valid (${loaded.errors[0]})`;
  throw new ProofgateError(`findings.json of review ${visible(id)} ${why}: compare needs both reviews' findings`);
}

/**
 * Why an earlier finding's absence from the later review says nothing of a fix, or null when it
 * does. A file the later review did not complete, or completed in a run that stopped before the
 * end (its `run.stop`, the file's `stopped`) or in a unit it abandoned, was not read to the end: as
 * the gate holds it incomplete, compare holds it not reviewed. With each reviewer its own run,
 * only the reviewers that reported it (`reviewer`, `alsoBy`) can vouch that it is gone: another
 * reviewer, or the review's merged coverage, completing the file does not (the security reviewer
 * killed, the blind one read the file).
 */
async function unreadBy(
  paths: ReviewPaths,
  scope: ReviewScope,
  coverage: ReviewCoverage | undefined,
): Promise<(f: Finding) => string | null> {
  const attempts = scope.dispatch === 'each' ? await reviewerAttempts(paths, scope) : [];
  // Each reviewer's reading derived once, however many of its findings ask.
  const read = new Map<string, Set<string>>();
  const readBy = (r: string) => read.get(r) ?? read.set(r, reviewerRead(scope, attempts, r)).get(r)!;
  const items = new Map((coverage?.items ?? []).map((i) => [i.path, i]));
  const unitOf = new Map(scope.files.map((f) => [f.path, f.unit]));
  const abandoned = new Set(coverage ? abandonedUnits(coverage) : []);
  const runStop = coverage?.run?.stop === 'completed' ? undefined : coverage?.run?.stop;
  return (f) => {
    const item = items.get(f.path);
    if (item?.outcome !== 'completed') return 'the later review did not complete this file';
    const stop = item.stopped ?? runStop;
    if (stop) return `the later review stopped before the end (run.stop: ${stop})`;
    const unit = unitOf.get(f.path);
    if (unit !== undefined && abandoned.has(unit)) return `the later review abandoned unit ${unit} after three failed attempts in a row`;
    if (attempts.length === 0 || f.reviewer === undefined) return null;
    const who = [f.reviewer, ...(f.alsoBy ?? [])];
    if (who.some((r) => readBy(r).has(f.path))) return null;
    return `the reviewer(s) that found it (${nameList(who)}) did not read this file in the later review`;
  };
}

/**
 * `review compare ID --since EARLIER`: sorts the findings of two reviews of the
 * same work. Identity is path, category and normalised quote, never line or id,
 * with the disposition (open or refuted) beside it; a finding that disappeared
 * is resolved only if the later review read its file to the end (see unreadBy).
 */
export async function reviewCompare(options: CompareOptions): Promise<CommandOutput> {
  const later = reviewPaths(options.cwd, options.id, options.dir);
  const earlier = reviewPaths(options.cwd, options.since, options.dir);
  const [laterScope, earlierScope] = await Promise.all([loadScope(later), loadScope(earlier)]);
  const laterFindings = findingsOf(await loadFindings(later, laterScope), later.id);
  const earlierFindings = findingsOf(await loadFindings(earlier, earlierScope), earlier.id);
  const coverage = await loadCoverage(later, laterScope);
  const notRead = await unreadBy(later, laterScope, coverage.status === 'ok' ? coverage.data : undefined);

  // Matched one to one by identity, never collapsed: each later finding (open or refuted) answers
  // at most one earlier open finding of its identity, so an open finding is never hidden behind a
  // refuted twin, nor behind another open one.
  const waiting = new Map<string, Finding[]>();
  for (const f of earlierFindings.filter(isOpen)) waiting.set(findingIdentity(f), [...(waiting.get(findingIdentity(f)) ?? []), f]);
  const result = {
    new: [] as Brief[],
    persisting: [] as Brief[],
    resolved: [] as Brief[],
    refuted: [] as Brief[],
    notReviewed: [] as (Brief & { reason: string })[],
  };
  for (const f of laterFindings) {
    const twin = waiting.get(findingIdentity(f))?.shift();
    if (!isOpen(f)) result.refuted.push(brief(f));
    else (twin ? result.persisting : result.new).push(brief(f));
  }
  // An earlier open finding no later one answered is gone: resolved where its file was read again,
  // by a reviewer that found it when the later review names who read what.
  for (const f of [...waiting.values()].flat()) {
    const reason = notRead(f);
    if (reason) result.notReviewed.push({ ...brief(f), reason });
    else result.resolved.push(brief(f));
  }
  const file = join(later.folder, 'compare.json');
  await writeJsonAtomic(later.root, file, {
    schema: COMPARE_SCHEMA,
    id: later.id,
    since: earlier.id,
    scopes: { later: laterScope.scopeSha256, earlier: earlierScope.scopeSha256 },
    ...result,
  });
  const lines = [
    `${visible(later.id)} since ${visible(earlier.id)}: ${result.new.length} new, ${result.persisting.length} persisting, ${result.resolved.length} resolved, ${result.refuted.length} refuted, ${result.notReviewed.length} not reviewed`,
    `compare: ${file}`,
  ];
  for (const f of result.notReviewed) lines.push(`- not reviewed: ${visible(f.id)} ${visible(f.path)} (${f.reason})`);
  return { exitCode: REVIEW_EXIT.ok, lines, json: { file, ...result } };
}
