import { dirname } from 'node:path/posix';
import type { Effort, Pass } from '../schemas/types.js';
import { ProofgateError } from '../text/errors.js';

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

/**
 * Cuts path-sorted files into units: one directory per unit, at most 8 files and
 * 400 changed lines each (a single larger file is a unit of its own). The same
 * input always gives the same units.
 */
export function cutUnits(files: readonly UnitFile[]): Unit[] {
  const units: Unit[] = [];
  let current: Unit | undefined;
  let currentDir = '';
  for (const f of files) {
    const dir = dirname(f.path);
    const fits = current && dir === currentDir && current.files.length < UNIT_MAX_FILES && current.changedLines + f.lines <= UNIT_MAX_LINES;
    if (!fits) {
      current = { id: `U${units.length + 1}`, files: [], changedLines: 0 };
      currentDir = dir;
      units.push(current);
    }
    current!.files.push(f.path);
    current!.changedLines += f.lines;
  }
  return units;
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
