import { dirname } from 'node:path/posix';
import type { Effort, Pass } from '../schemas/types.js';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';

export const UNIT_MAX_FILES = 8;
export const UNIT_MAX_LINES = 400;
export const SURVEY_AT_LINES = 150;
export const PARALLEL_AT_LINES = 400;

export interface UnitFile {
  path: string;
  lines: number;
}

export interface Unit {
  id: string;
  files: string[];
  changedLines: number;
}

/** Folders that sit next to each other: siblings, or a folder and its parent. */
function neighbours(a: string, b: string): boolean {
  const pa = dirname(a);
  const pb = dirname(b);
  return pa === pb || pa === b || pb === a;
}

/**
 * Cuts path-sorted files into units: by directory, at most 8 files and 400 changed
 * lines each (a single larger file is a unit of its own); then a unit takes in the
 * next one when their folders are neighbours and the two still fit those limits, so
 * a change spread thinly over many folders does not become one job per folder.
 * The same input always gives the same units.
 */
export function cutUnits(files: readonly UnitFile[]): Unit[] {
  const byDir: { dir: string; files: string[]; changedLines: number }[] = [];
  for (const f of files) {
    const dir = dirname(f.path);
    const last = byDir.at(-1);
    if (last && last.dir === dir && last.files.length < UNIT_MAX_FILES && last.changedLines + f.lines <= UNIT_MAX_LINES) {
      last.files.push(f.path);
      last.changedLines += f.lines;
    } else byDir.push({ dir, files: [f.path], changedLines: f.lines });
  }
  const units: Unit[] = [];
  let lastDir = '';
  for (const group of byDir) {
    const current = units.at(-1);
    const fits =
      current !== undefined &&
      neighbours(lastDir, group.dir) &&
      current.files.length + group.files.length <= UNIT_MAX_FILES &&
      current.changedLines + group.changedLines <= UNIT_MAX_LINES;
    if (fits) {
      current.files.push(...group.files);
      current.changedLines += group.changedLines;
    } else units.push({ id: `U${units.length + 1}`, files: [...group.files], changedLines: group.changedLines });
    lastDir = group.dir;
  }
  return units;
}

/** GitHub runs at most 256 jobs from one matrix. */
export const MATRIX_MAX_JOBS = 256;

/** One `strategy.matrix` entry: unit ids (never file lists, a job's outputs are capped at 1 MB). */
export interface MatrixEntry {
  /** A label for the job and its artifact: `U3`, or `U3-U5` for a run of units; `U3-security` for one reviewer's. */
  id: string;
  /** The unit ids this job reviews, separated by spaces (the review-gate `unit` input takes it as is). */
  units: string;
  /** The one reviewer this job runs (the review-gate `reviewer` input), when the scope dispatches each reviewer. */
  reviewer?: string;
  files: number;
  changedLines: number;
}

/** The label of a list of units: `U3`, `U3-U5` for consecutive ids, else the ids joined by `+`. */
export function unitsLabel(ids: readonly string[]): string {
  if (ids.length === 1) return ids[0]!;
  const nums = ids.map((id) => Number(id.slice(1)));
  const consecutive = nums.every((n, i) => i === 0 || n === nums[i - 1]! + 1);
  return consecutive ? `${ids[0]}-${ids.at(-1)}` : ids.join('+');
}

/**
 * Spreads the units over at most `maxJobs` matrix entries, in order, each entry a run of
 * consecutive units whose counts differ by at most one. With reviewers (a scope that dispatches
 * each reviewer), every run of units is one entry per reviewer: units × reviewers, still at most
 * `maxJobs`, so the units are coalesced into `maxJobs / reviewers` runs.
 */
export function matrixEntries(units: readonly Unit[], maxJobs = MATRIX_MAX_JOBS, reviewers: readonly string[] = []): MatrixEntry[] {
  const perRun = Math.max(1, reviewers.length);
  if (perRun > maxJobs)
    throw new ProofgateError(
      `the scope dispatches ${reviewers.length} reviewers, and a matrix of units × reviewers needs at least one job per reviewer: --max-jobs ${maxJobs} is fewer; raise --max-jobs (at most ${MATRIX_MAX_JOBS}), or seal with --dispatch one (one run plays every reviewer)`,
    );
  const jobs = Math.min(units.length, Math.floor(maxJobs / perRun));
  const entries: MatrixEntry[] = [];
  for (let j = 0; j < jobs; j++) {
    const run = units.slice(Math.floor((j * units.length) / jobs), Math.floor(((j + 1) * units.length) / jobs));
    const ids = run.map((u) => u.id);
    const entry = {
      id: unitsLabel(ids),
      units: ids.join(' '),
      files: run.reduce((n, u) => n + u.files.length, 0),
      changedLines: run.reduce((n, u) => n + u.changedLines, 0),
    };
    if (reviewers.length === 0) entries.push(entry);
    else
      for (const reviewer of reviewers)
        entries.push({ id: `${entry.id}-${reviewer}`, units: entry.units, reviewer, files: entry.files, changedLines: entry.changedLines });
  }
  return entries;
}

/** The scope's matrix: its units, times its reviewers when it dispatches each reviewer its own run. */
export function scopeMatrix(
  scope: { units: readonly Unit[]; dispatch: string; reviewers: readonly { id: string }[] },
  maxJobs = MATRIX_MAX_JOBS,
): MatrixEntry[] {
  return matrixEntries(scope.units, maxJobs, scope.dispatch === 'each' ? scope.reviewers.map((r) => r.id) : []);
}

/** A line when the matrix had to put several units in an entry (the seed's scope lines stay as they are otherwise). */
export function describeMatrix(entries: readonly MatrixEntry[], unitCount: number): string[] {
  const reviewers = new Set(entries.flatMap((e) => (e.reviewer ? [e.reviewer] : []))).size;
  const runs = entries.length / Math.max(1, reviewers);
  if (runs >= unitCount) return [];
  return [
    `matrix: ${entries.length} job(s) for ${unitCount} unit(s)${reviewers ? ` × ${reviewers} reviewer(s)` : ''}, up to ${Math.ceil(unitCount / runs)} unit(s) each`,
  ];
}

/**
 * The units a run or a prompt is about (`what` is the option that named them): one id, or several
 * separated by spaces or commas (a matrix entry's `units`). Unknown ids are refused.
 */
export function parseUnitList(text: string, known: readonly Unit[], what: string): string[] {
  const ids = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
  const names = new Set(known.map((u) => u.id));
  const unknown = ids.filter((id) => !names.has(id));
  if (ids.length === 0 || unknown.length)
    throw new ProofgateError(
      `${what} ${visible(unknown[0] ?? text)} is not a unit of the scope (units: ${nameRange(known.map((u) => u.id))}); give unit ids such as U2, or several separated by spaces`,
    );
  return known.filter((u) => ids.includes(u.id)).map((u) => u.id);
}

/** `U1 … U2100` for a long list of ids, the ids themselves for a short one. */
function nameRange(ids: string[]): string {
  if (ids.length === 0) return 'none';
  return ids.length > 10 ? `${ids[0]} … ${ids.at(-1)}` : ids.join(', ');
}

export interface Plan {
  effort: Effort;
  passes: Pass[];
  refutation: boolean;
  survey: boolean;
  parallel: boolean;
}

const PASSES: Pass[] = ['blind', 'edge-case', 'verification-gap'];
export const EFFORTS: readonly Effort[] = ['low', 'medium', 'high'];

export function checkEffort(effort: string): Effort {
  if (!(EFFORTS as readonly string[]).includes(effort))
    throw new ProofgateError(`--effort must be low, medium or high, not ${JSON.stringify(effort)}`);
  return effort as Effort;
}

/** The depth of the review, fixed before anything is read: it is sealed into the scope. */
export function makePlan(effort: Effort, changedLines: number, unitCount: number): Plan {
  const count = effort === 'low' ? 1 : effort === 'medium' ? 2 : 3;
  return {
    effort,
    passes: PASSES.slice(0, count),
    refutation: effort !== 'low',
    survey: changedLines >= SURVEY_AT_LINES,
    parallel: changedLines >= PARALLEL_AT_LINES && unitCount > 1,
  };
}

export function describePlan(plan: Plan, unitCount: number): string {
  const parts = [`${plan.effort} effort`, `${plan.passes.length} pass(es)`, plan.refutation ? 'refutation pass' : 'no refutation pass'];
  if (plan.survey) parts.push('survey first');
  if (plan.parallel) parts.push(`${unitCount} parallel unit(s)`);
  return `plan: ${parts.join(', ')}`;
}
