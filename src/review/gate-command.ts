import { resolve } from 'node:path';
import { writeJsonAtomic } from '../text/files.js';
import type { CommandOutput } from '../cli/spec.js';
import { gateLines, reviewGate, type GateOptions, type GateResult } from './gate.js';
import { checkDocument } from './check.js';
import { sarif } from './sarif.js';

export interface GateCommandOptions extends GateOptions {
  /** About this run (an attempt that could not be merged): listed first among the reasons when the review is incomplete anyway, never a reason by themselves. */
  context?: string[];
  emitCheck?: string;
  checkName?: string;
  sarif?: string;
}

/** The gate with its optional documents: the check file and SARIF. */
export async function gateCommand(o: GateCommandOptions): Promise<CommandOutput & { result: GateResult; files: Record<string, string> }> {
  const result = await reviewGate(o);
  if (result.verdict === 'incomplete' && o.context?.length) {
    result.cause = o.context;
    result.reasons = [...o.context, ...result.reasons];
  }
  const lines = gateLines(result);
  const files: Record<string, string> = {};
  if (o.emitCheck) {
    files.check = resolve(o.cwd, o.emitCheck);
    await writeJsonAtomic(o.cwd, files.check, checkDocument(result, o.checkName));
    lines.push(`check: ${files.check}`);
  }
  if (o.sarif) {
    files.sarif = resolve(o.cwd, o.sarif);
    await writeJsonAtomic(o.cwd, files.sarif, sarif(result));
    lines.push(`sarif: ${files.sarif}`);
  }
  const { scope: _scope, paths: _paths, ...json } = result;
  return { exitCode: result.exitCode, lines, json: { ...json, files }, result, files };
}
