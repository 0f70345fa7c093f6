import { relative } from 'node:path';
import type { UatSpec } from '../schemas/types.js';
import { short } from '../text/hash.js';
import { visible } from '../text/neutralise.js';
import { hasVisibleWords } from '../text/words.js';
import { nameLetters } from '../text/names.js';
import { uatFolder } from './folder.js';
import { loadRuns, tally, type StoredRun, type Tally } from './runs.js';
import { expectations, loadSpec } from './spec.js';
import { UAT_EXIT } from './exit-codes.js';

export interface ReadOptions {
  id: string;
  cwd: string;
  dir?: string;
}

export interface RunReport {
  runId: string;
  file: string;
  tester: string;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
  tally: Tally;
  stale: boolean;
  unsigned: boolean;
  /** Each failed or blocked expectation; a stale run's by id alone (its revision's step and text are not at hand). */
  failures: { expect: string; status: 'fail' | 'blocked'; step?: string; text?: string; note: string }[];
}

export interface ReadResult {
  exitCode: number;
  lines: string[];
  runs: RunReport[];
  invalid: { file: string; errors: string[] }[];
}

function report(r: StoredRun, spec: UatSpec): RunReport {
  return {
    runId: r.run.runId,
    file: r.file,
    tester: r.run.tester,
    startedAt: r.run.startedAt,
    updatedAt: r.run.updatedAt,
    finishedAt: r.run.finishedAt,
    tally: r.stale ? { pass: 0, fail: 0, blocked: 0, skip: 0, todo: 0 } : tally(r.run, spec),
    stale: r.stale,
    unsigned: !nameLetters(r.run.tester),
    failures: failures(r, spec),
  };
}

/**
 * The run's failed and blocked answers, in its order. Stale is said, never a reason to hide one: a run
 * of another revision is still a witness of the product (uat gate weighs it beside the latest). Its
 * ids may name other checks now, so its failures are not matched to today's steps and texts.
 */
function failures({ run, stale }: StoredRun, spec: UatSpec): RunReport['failures'] {
  const current = new Map(expectations(spec).map((e) => [e.id, e]));
  return run.answers.flatMap((a) => {
    if (a.status !== 'fail' && a.status !== 'blocked') return [];
    const e = stale ? undefined : current.get(a.expect);
    return [{ expect: a.expect, status: a.status, ...(e ? { step: e.step.id, text: e.text } : {}), note: a.note }];
  });
}

/** Per run: tester, dates, counts, stale or unsigned warnings, each failed or blocked expectation with its text (a stale run: its id) and note. Exit from the latest run, as uat gate chooses it. */
export async function readRuns(o: ReadOptions): Promise<ReadResult> {
  const folder = await uatFolder(o.cwd, o.dir);
  const { spec, sha256 } = await loadSpec(folder, o.id, o.cwd);
  const set = await loadRuns(folder, spec, sha256);
  const runs = set.runs.map((r) => report(r, spec));
  const rel = (f: string) => relative(o.cwd, f) || f;
  const lines: string[] = [];
  if (!runs.length) lines.push(`${o.id}: no run`);
  else lines.push(`${o.id}: ${runs.length} run(s), spec ${short(sha256)}`);
  for (const [i, r] of runs.entries()) {
    const src = set.runs[i]!;
    lines.push(
      `run ${r.runId} by ${r.unsigned ? '(no name)' : visible(r.tester)} \u2014 started ${r.startedAt}, last saved ${r.updatedAt}, ${r.finishedAt ? `finished ${r.finishedAt}` : 'not finished'} (${rel(r.file)})`,
    );
    if (r.stale) lines.push(`  warning: stale: answered spec ${short(src.run.specSha256)}, the spec is now ${short(sha256)}`);
    else
      lines.push(
        `  passed ${r.tally.pass}, failed ${r.tally.fail}, blocked ${r.tally.blocked}, skipped ${r.tally.skip}, to do ${r.tally.todo}`,
      );
    if (r.unsigned) lines.push('  warning: unsigned: the tester gave no name');
    for (const f of r.failures) {
      const what =
        f.text === undefined ? `(spec ${short(src.run.specSha256)}; its text there is not at hand)` : `(${f.step}): ${visible(f.text)}`;
      lines.push(
        `  - ${visible(f.expect)} ${f.status === 'fail' ? 'failed' : 'blocked'} ${what}${hasVisibleWords(f.note) ? ` \u2014 note: ${visible(f.note)}` : ' \u2014 no note'}`,
      );
    }
  }
  for (const bad of set.invalid)
    lines.push(`warning: ${rel(bad.file)} is not a usable run: ${bad.errors.slice(0, 3).map(visible).join('; ')}`);
  if (set.overflow) lines.push(`warning: ${rel(set.overflow.folder)} ${set.overflow.why}`);
  const last = runs.at(-1);
  // As uat gate: a file that is not a usable run (it may be the latest), or too many to read, fails.
  const unusable = set.invalid.length > 0 || set.overflow !== undefined;
  const exitCode = unusable
    ? UAT_EXIT.failed
    : !last
      ? UAT_EXIT.awaiting
      : last.stale
        ? UAT_EXIT.stale
        : last.tally.fail > 0
          ? UAT_EXIT.failed
          : UAT_EXIT.ok;
  return { exitCode, lines, runs, invalid: set.invalid };
}
