import { isAbsolute, join, resolve } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { DEFAULT_DIR, loadUatConfig, type ResolvedUatConfig } from './config.js';

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const RUN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

export function checkSpecId(id: string | undefined): string {
  if (id === undefined || id === '') throw new ProofgateError('a recipe id is required (e.g. `proofgate uat lint shop-1.2.0`)');
  if (!ID.test(id) || id.includes('..'))
    throw new ProofgateError(
      `recipe id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`,
    );
  return id;
}

export function isRunId(id: string): boolean {
  return RUN_ID.test(id) && !id.includes('..');
}

/** The uat folder and the place of each file in it: specs/, pages/, results/<ID>/, triage/. */
export interface UatFolder {
  /** The working tree every uat file must stay inside (see text/files.ts). */
  tree: string;
  root: string;
  config: ResolvedUatConfig;
  spec(id: string): string;
  page(id: string): string;
  results(id: string): string;
  run(id: string, runId: string): string;
  triage(id: string): string;
}

/**
 * `--dir` wins over the config's `dir`, which wins over `_bmad-output/uat`. The config is the
 * caller's when given (the action resolves it from the pull request's base), else cwd's.
 */
export async function uatFolder(cwd: string, dir?: string, resolved?: ResolvedUatConfig): Promise<UatFolder> {
  const config = resolved ?? (await loadUatConfig(cwd));
  const d = dir ?? config.dir;
  const root = isAbsolute(d) ? d : resolve(cwd, d);
  // A run is current while nothing but the uat folder's records changed: a folder holding the whole tree
  // would make every committed run, page and triage a change of the code it vouches for.
  if (root === resolve(cwd))
    throw new ProofgateError(
      `the uat folder ${JSON.stringify(d)} is the working tree itself: committing a run would change the code it vouches for, so no run could stay current; name a folder of its own (the default is ${DEFAULT_DIR})`,
    );
  return {
    tree: resolve(cwd),
    root,
    config,
    spec: (id) => join(root, 'specs', `${id}.json`),
    page: (id) => join(root, 'pages', `uat-${id}.html`),
    results: (id) => join(root, 'results', id),
    run: (id, runId) => join(root, 'results', id, `${runId}.json`),
    triage: (id) => join(root, 'triage', `${id}.json`),
  };
}
