import { join, resolve } from 'node:path';
import { writeJsonAtomic } from '../text/files.js';
import { EXIT, ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import type { CommandOutput } from '../cli/spec.js';
import type { ReviewCoverage, ReviewFindings } from '../schemas/types.js';
import { reviewFolder } from './folder.js';
import { loadCoverage, loadFindings, loadScope, reviewPaths, type Loaded, type ReviewPaths } from './evidence.js';

export interface MergeOptions {
  id: string;
  from: string[];
  cwd: string;
  dir?: string;
}

function part<T>(loaded: Loaded<T>, what: string, dir: string): T {
  if (loaded.status === 'ok') return loaded.data;
  const why =
    loaded.status === 'missing'
      ? 'is missing'
      : loaded.status === 'other-scope'
        ? `answers another scope (${loaded.scopeSha256.slice(0, 12)})`
        : `is not valid: ${loaded.errors.slice(0, 3).join('; ')}`;
  throw new ProofgateError(`${join(dir, what)} ${why}`);
}

const STOP_ORDER = ['interrupted', 'failure-streak', 'time-limit', 'budget'] as const;

/**
 * `review merge ID --from DIR…`: one findings.json and coverage.json from the
 * per-unit files of parallel jobs. Every part must answer the same sealed scope
 * and cover its files once; any overlap is an error, never a silent choice.
 */
export async function reviewMerge(options: MergeOptions): Promise<CommandOutput> {
  if (options.from.length === 0) throw new ProofgateError('--from DIR is required (one per part; repeatable)');
  const paths = reviewPaths(options.cwd, options.id, options.dir);
  const scope = await loadScope(paths);
  const findings: ReviewFindings['findings'] = [];
  const items: ReviewCoverage['items'] = [];
  const units: NonNullable<ReviewCoverage['units']> = [];
  const stops: string[] = [];
  const owner = new Map<string, string>();
  const claim = (key: string, dir: string, what: string) => {
    const prior = owner.get(key);
    if (prior !== undefined && prior !== dir)
      throw new ProofgateError(
        `conflict: ${what} appears in both ${prior} and ${dir} (each file, unit and finding id belongs to one part; prefix finding ids with the unit, e.g. U2-F1)`,
      );
    owner.set(key, dir);
  };
  for (const raw of options.from) {
    const dir = resolve(options.cwd, raw);
    const part_: ReviewPaths = { id: paths.id, root: paths.root, folder: dir, file: (name) => join(dir, reviewFolder.files[name]) };
    const f = part(await loadFindings(part_, scope), reviewFolder.files.findings, dir);
    const c = part(await loadCoverage(part_, scope), reviewFolder.files.coverage, dir);
    for (const finding of f.findings) claim(`finding:${finding.id}`, dir, `finding ${visible(finding.id)}`);
    for (const item of c.items) claim(`file:${item.path}`, dir, `file ${visible(item.path)}`);
    for (const unit of c.units ?? []) claim(`unit:${unit.id}`, dir, `unit ${unit.id}`);
    findings.push(...f.findings);
    items.push(...c.items);
    units.push(...(c.units ?? []));
    if (c.run) stops.push(c.run.stop);
  }
  const stop = STOP_ORDER.find((s) => stops.includes(s)) ?? (stops.length ? 'completed' : undefined);
  const coverage: ReviewCoverage = {
    schema: 'bmad-plus/review-coverage/1',
    scopeSha256: scope.scopeSha256,
    items,
    ...(units.length ? { units } : {}),
    ...(stop ? { run: { stop } } : {}),
  };
  await writeJsonAtomic(paths.root, paths.file('findings'), {
    schema: 'bmad-plus/review-findings/1',
    scopeSha256: scope.scopeSha256,
    findings,
  });
  await writeJsonAtomic(paths.root, paths.file('coverage'), coverage);
  return {
    exitCode: EXIT.ok,
    lines: [
      `merged ${options.from.length} part(s): ${findings.length} finding(s), ${items.length} of ${scope.files.length} selected file(s) accounted for → ${paths.folder}`,
    ],
    json: { folder: paths.folder, findings: findings.length, items: items.length, stop: stop ?? null },
  };
}
