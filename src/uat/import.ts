import { readTextCapped } from '../text/files.js';
import { dirname, relative, resolve } from 'node:path';
import type { UatRun } from '../schemas/types.js';
import { ProofgateError } from '../text/errors.js';
import { parseJsonText } from '../text/json.js';
import { uatFolder } from './folder.js';
import { runErrors, RUN_MAX_BYTES, storeRun } from './runs.js';
import { loadSpec } from './spec.js';
import { UAT_EXIT } from './exit-codes.js';

export interface ImportOptions {
  id: string;
  file: string;
  cwd: string;
  dir?: string;
}

/** Validates a run the tester exported and stores it in results/<ID>/; another revision or an older copy is refused (exit 1). */
export async function importRun(o: ImportOptions): Promise<{ exitCode: number; lines: string[]; stored: boolean; file: string }> {
  const folder = await uatFolder(o.cwd, o.dir);
  const { spec, sha256 } = await loadSpec(folder, o.id, o.cwd);
  const path = resolve(o.cwd, o.file);
  let text: string | null;
  try {
    text = await readTextCapped(dirname(path), path, RUN_MAX_BYTES);
  } catch (err) {
    if (err instanceof ProofgateError) throw err;
    throw new ProofgateError(`cannot read ${o.file}: give the JSON file the tester exported`);
  }
  if (text === null) throw new ProofgateError(`${o.file} is larger than ${RUN_MAX_BYTES / 1024} KiB: not a run`);
  const data = parseJsonText(text, o.file);
  const errors = await runErrors(data, spec, sha256);
  if (errors.length) throw new ProofgateError(`${o.file} is not a run of ${o.id}: ${errors.slice(0, 5).join('; ')}`);
  const run = data as UatRun;
  const r = await storeRun(folder, run, sha256);
  const shown = relative(o.cwd, r.file) || r.file;
  if (!r.stored) return { exitCode: UAT_EXIT.failed, stored: false, file: r.file, lines: [`${o.id}: not imported: ${r.message}`] };
  return {
    exitCode: UAT_EXIT.ok,
    stored: true,
    file: r.file,
    lines: [`${o.id}: run ${run.runId} (revision ${run.revision}) stored in ${shown}`],
  };
}
