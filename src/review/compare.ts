import { join } from 'node:path';
import { writeJsonAtomic } from '../text/files.js';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import type { CommandOutput } from '../cli/spec.js';
import { loadCoverage, loadFindings, loadScope, reviewPaths, type Finding, type Loaded } from './evidence.js';
import type { ReviewFindings } from '../schemas/types.js';
import { isOpen } from './anchor.js';
import { findingIdentity } from './identity.js';
import { REVIEW_EXIT } from './exit-codes.js';

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
 * `review compare ID --since EARLIER`: sorts the findings of two reviews of the
 * same work. Identity is path, category and normalised quote, never line or id,
 * with the disposition (open or refuted) beside it; a finding that disappeared
 * is resolved only if the later review completed its file.
 */
export async function reviewCompare(options: CompareOptions): Promise<CommandOutput> {
  const later = reviewPaths(options.cwd, options.id, options.dir);
  const earlier = reviewPaths(options.cwd, options.since, options.dir);
  const [laterScope, earlierScope] = await Promise.all([loadScope(later), loadScope(earlier)]);
  const laterFindings = findingsOf(await loadFindings(later, laterScope), later.id);
  const earlierFindings = findingsOf(await loadFindings(earlier, earlierScope), earlier.id);
  const coverage = await loadCoverage(later, laterScope);
  const completed = new Set(
    coverage.status === 'ok' ? coverage.data.items.filter((i) => i.outcome === 'completed').map((i) => i.path) : [],
  );

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
    notReviewed: [] as Brief[],
  };
  for (const f of laterFindings) {
    const twin = waiting.get(findingIdentity(f))?.shift();
    if (!isOpen(f)) result.refuted.push(brief(f));
    else (twin ? result.persisting : result.new).push(brief(f));
  }
  // An earlier open finding no later one answered is gone: resolved where its file was read again.
  for (const f of [...waiting.values()].flat()) (completed.has(f.path) ? result.resolved : result.notReviewed).push(brief(f));
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
  for (const f of result.notReviewed)
    lines.push(`- not reviewed: ${visible(f.id)} ${visible(f.path)} (the later review did not complete this file)`);
  return { exitCode: REVIEW_EXIT.ok, lines, json: { file, ...result } };
}
