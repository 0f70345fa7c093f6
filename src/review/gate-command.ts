import { resolve } from 'node:path';
import { writeJsonOrReason } from '../text/files.js';
import type { CommandOutput } from '../cli/spec.js';
import { gateLines, incompleteWith, reviewGate, type GateOptions, type GateResult } from './gate.js';
import { checkDocument } from './check.js';
import { sarif } from './sarif.js';
import { sarifUnfit } from './sarif-limits.js';
import { codeAt } from './verify.js';
import { openRepo } from '../git/git.js';
import { reviewPaths } from './evidence.js';
import { withReviewLock } from './lock.js';

export interface GateCommandOptions extends GateOptions {
  /** About this run (an attempt that could not be merged): listed first among the reasons when the review is incomplete anyway, never a reason by themselves. */
  context?: string[];
  emitCheck?: string;
  checkName?: string;
  sarif?: string;
  /** Where this proofgate is published, for the SARIF's `tool.driver.informationUri`. */
  toolUri?: string;
}

/** An incomplete verdict says first why this run's attempt gave nothing (once). */
function withContext(r: GateResult, context: string[] | undefined): GateResult {
  if (r.verdict !== 'incomplete' || !context?.length || r.cause) return r;
  return { ...r, cause: context, reasons: [...context, ...r.reasons] };
}

interface Document {
  key: 'check' | 'sarif';
  what: string;
  path: string;
  render: (r: GateResult) => unknown;
}

/**
 * Writes the documents of the verdict. One that cannot be written (a folder or a link committed at
 * its path) makes the verdict incomplete, naming it, and never stops the gate before it publishes;
 * those already written said the earlier verdict, so they are written again.
 */
async function writeDocuments(cwd: string, documents: Document[], graded: GateResult, context: string[] | undefined) {
  let result = graded;
  const unwritten = new Set<Document>();
  const repo = documents.length ? await openRepo(cwd) : undefined;
  for (let pending = documents; pending.length; pending = documents.filter((d) => !unwritten.has(d))) {
    const problems: string[] = [];
    for (const d of pending) {
      const problem = (await codeAt(repo!, result.scope, d.path)) ?? (await writeJsonOrReason(cwd, d.path, d.render(result)));
      if (problem) {
        unwritten.add(d);
        problems.push(`${d.what} was not written: ${problem}`);
      }
    }
    if (!problems.length) break;
    result = withContext(incompleteWith(result, problems), context);
  }
  const files: Record<string, string> = {};
  for (const d of documents) if (!unwritten.has(d)) files[d.key] = d.path;
  return { result, files };
}

export const SARIF_NOT_FOR_UPLOAD = 'the SARIF is not for code scanning, which would not hold every open finding';

type GateCommandOutput = CommandOutput & { result: GateResult; files: Record<string, string>; sarifUnfit?: string };

/** The gate with its optional documents (the check file and SARIF), under the review folder's lock: one may be written there. */
export async function gateCommand(o: GateCommandOptions): Promise<GateCommandOutput> {
  return withReviewLock(reviewPaths(o.cwd, o.id, o.dir), 'review gate', () => gateWithDocuments(o));
}

async function gateWithDocuments(o: GateCommandOptions): Promise<GateCommandOutput> {
  const documents: Document[] = [
    ...(o.emitCheck
      ? [
          {
            key: 'check' as const,
            what: 'the check document',
            path: resolve(o.cwd, o.emitCheck),
            render: (r: GateResult) => checkDocument(r, o.checkName),
          },
        ]
      : []),
    ...(o.sarif
      ? [{ key: 'sarif' as const, what: 'the SARIF', path: resolve(o.cwd, o.sarif), render: (r: GateResult) => sarif(r, o.toolUri) }]
      : []),
  ];
  const graded = await reviewGate({ ...o, writes: documents.map((d) => d.path) });
  const { result, files } = await writeDocuments(o.cwd, documents, withContext(graded, o.context), o.context);
  // A SARIF code scanning would cut or refuse is still written (it is the whole), and said so: no upload of it is the review's findings.
  const unfit = files.sarif ? sarifUnfit(sarif(result, o.toolUri)) : undefined;
  const lines = [
    ...gateLines(result),
    ...Object.entries(files).map(([key, path]) => `${key}: ${path}`),
    ...(unfit ? [`warning: ${SARIF_NOT_FOR_UPLOAD}: ${unfit}`] : []),
  ];
  const { scope: _scope, paths: _paths, ...json } = result;
  return { exitCode: result.exitCode, lines, json: { ...json, files }, result, files, ...(unfit ? { sarifUnfit: unfit } : {}) };
}
