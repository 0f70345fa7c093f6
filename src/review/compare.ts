import { join } from 'node:path';
import { writeJsonAtomic } from '../text/files.js';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import type { CommandOutput } from '../cli/spec.js';
import { loadCoverage, loadFindings, loadScope, nameList, reviewPaths, type Finding, type Loaded, type ReviewPaths } from './evidence.js';
import type { ReviewCoverage, ReviewFindings, ReviewScope } from '../schemas/types.js';
import { anchorFindings, describeAnchor, isOpen } from './anchor.js';
import { NO_MATCH } from './line-index.js';
import { findingIdentity } from './identity.js';
import { REVIEW_EXIT } from './exit-codes.js';
import { reviewFolder } from './folder.js';
import { withReviewLock } from './lock.js';
import { reviewerAttempts, reviewerRead } from './ledger.js';
import { abandonedInScope } from './attempts.js';
import { aheadBehind, isShallow, SHALLOW_HINT } from '../git/git.js';

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
  const abandoned = new Set(await abandonedInScope(paths, scope, coverage));
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
 * Why each earlier finding's code is not known to be gone at the later head, or null when it is:
 * its quote located at the earlier head and no whole lines of the later head match it. A later
 * review that read the file and reported nothing is no fix while the quoted code stands (a scope of
 * another base shows it as unchanged context), nor is a quote that never located, or was not looked for.
 */
async function quotedStill(
  root: string,
  laterScope: ReviewScope,
  earlierScope: ReviewScope,
  findings: Finding[],
): Promise<(string | null)[]> {
  const [then, now] = await Promise.all([anchorFindings(root, earlierScope, findings), anchorFindings(root, laterScope, findings)]);
  return now.map(({ anchor: is }, i) => {
    const was = then[i]!.anchor;
    if (was.status === 'unlocated')
      return `its quote is not at the earlier head either (${was.reason}): that its code is gone cannot be told`;
    if (is.status !== 'unlocated') return `its quote is still at the later head (${describeAnchor(is)}): the code it found is unchanged`;
    return is.reason === NO_MATCH ? null : `its quote could not be looked for at the later head (${is.reason})`;
  });
}

/**
 * Why the later review's code is no later state of the earlier review's, or null when it is: its
 * head holds the earlier head. A review of a sibling branch, or of a history rewritten since, lacks
 * the quoted code without any fix of it.
 */
async function outsideLineage(root: string, earlier: ReviewScope, later: ReviewScope): Promise<string | null> {
  const [was, is] = [earlier.refs.headSha, later.refs.headSha];
  const names = `the later review's head ${is.slice(0, 12)} and the earlier review's head ${was.slice(0, 12)}`;
  // Edits never committed are in no history: whether the later review's code grew from them, or
  // they were committed on another branch, stashed or thrown away, nothing can tell.
  if (earlier.refs.workspace)
    return `the earlier review was of the working tree (edits on ${was.slice(0, 12)} never committed), which no history shows the later review holds, so the code gone there was not fixed; compare reviews of commits`;
  const repo = { root };
  try {
    if ((await aheadBehind(repo, was, is)).behind === 0) return null;
    // A shallow clone's history stops at its boundary: an ancestor beyond it counts as not held.
    if (await isShallow(repo)) return `whether ${names} are one line of history cannot be told: ${SHALLOW_HINT}`;
    return `${names}: the later one does not hold the earlier one (another branch, or a history rewritten since), so the code gone there was not fixed`;
  } catch (err) {
    return `whether ${names} are one line of history cannot be told (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`;
  }
}

/** The reviewers the earlier scope dispatched that the later one does not: what they looked for, no one looked for again. */
function droppedReviewers(earlier: ReviewScope, later: ReviewScope): string[] {
  const kept = new Set(later.reviewers.map((r) => r.id));
  return earlier.reviewers.map((r) => r.id).filter((id) => !kept.has(id));
}

/**
 * `review compare ID --since EARLIER`: sorts the findings of two reviews of the
 * same work. Identity is path, category and normalised quote, never line or id,
 * with the disposition (open or refuted) beside it; a finding that disappeared
 * is resolved only if the later head holds the earlier one (see outsideLineage), the later review
 * read its file to the end (see unreadBy) and the code it quoted is gone at the later head (see
 * quotedStill).
 */
export async function reviewCompare(options: CompareOptions): Promise<CommandOutput> {
  const later = reviewPaths(options.cwd, options.id, options.dir);
  // compare.json is written in the later review's folder.
  return withReviewLock(later, 'review compare', () => compareWith(options, later));
}

async function compareWith(options: CompareOptions, later: ReviewPaths): Promise<CommandOutput> {
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
  // by a reviewer that found it when the later review names who read what, and its quote is gone.
  const gone = [...waiting.values()].flat();
  const [lineage, still] = await Promise.all([
    gone.length ? outsideLineage(later.root, earlierScope, laterScope) : null,
    quotedStill(later.root, laterScope, earlierScope, gone),
  ]);
  gone.forEach((f, i) => {
    const reason = lineage ?? notRead(f) ?? still[i];
    if (reason) result.notReviewed.push({ ...brief(f), reason });
    else result.resolved.push(brief(f));
  });
  const dropped = droppedReviewers(earlierScope, laterScope);
  const file = join(later.folder, reviewFolder.outputs.compare);
  await writeJsonAtomic(later.root, file, {
    schema: COMPARE_SCHEMA,
    id: later.id,
    since: earlier.id,
    scopes: { later: laterScope.scopeSha256, earlier: earlierScope.scopeSha256 },
    ...result,
    droppedReviewers: dropped,
  });
  const lines = [
    `${visible(later.id)} since ${visible(earlier.id)}: ${result.new.length} new, ${result.persisting.length} persisting, ${result.resolved.length} resolved, ${result.refuted.length} refuted, ${result.notReviewed.length} not reviewed`,
    `compare: ${file}`,
  ];
  // A reviewer gone between the scopes (an intent not given again, a change no longer triggering it) is said, never silent.
  if (dropped.length)
    lines.push(
      `- ${dropped.length} reviewer(s) of ${visible(earlier.id)} that ${visible(later.id)} lacks: ${nameList(dropped)} (what they look for was not looked for again)`,
    );
  for (const f of result.notReviewed) lines.push(`- not reviewed: ${visible(f.id)} ${shownName(f.path)} (${f.reason})`);
  return { exitCode: REVIEW_EXIT.ok, lines, json: { file, ...result, droppedReviewers: dropped } };
}
