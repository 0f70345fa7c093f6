import { readTextCapped } from '../text/files.js';
import { join } from 'node:path';
import { atCommit } from './at-commit.js';
import { parse } from 'yaml';
import { assertSchema } from '../schemas/validate.js';
import type { UatConfig } from '../schemas/types.js';
import { ProofgateError } from '../text/errors.js';
import { checkFlowDepth } from '../text/yaml.js';

export type UatMode = 'advisory' | 'gate' | 'off';

export interface ResolvedUatConfig {
  mode: UatMode;
  granularity: 'delivery';
  environment: { name: string; url: string };
  budget: { steps: number; minutes: number };
  dir: string;
  /** Where the settings came from, for messages. */
  source: string;
}

export const CONFIG_FILE = '_bmad/config.yaml';
export const DEFAULT_DIR = '_bmad-output/uat';

/** A configuration file, like the review rules: refused by size before it is read. */
export const CONFIG_MAX_BYTES = 256 * 1024;

/** The `uat` block of the working tree's _bmad/config.yaml with its defaults; no file or no block means advisory. */
export async function loadUatConfig(cwd: string): Promise<ResolvedUatConfig> {
  let text: string | null | undefined;
  try {
    text = await readTextCapped(cwd, CONFIG_FILE, CONFIG_MAX_BYTES);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (text === null) throw new ProofgateError(`${CONFIG_FILE} is larger than ${CONFIG_MAX_BYTES / 1024} KiB`);
  return parseUatConfig(text, CONFIG_FILE);
}

/**
 * The same block as it is at `commit` (a pull request's base): what decides a verdict is read
 * from there, never from the change under test. A commit missing from the clone is an error.
 */
export async function loadUatConfigAt(cwd: string, commit: string): Promise<ResolvedUatConfig> {
  const at = await atCommit(cwd, commit, 'the uat settings are read from the base, never from the change');
  const file = join(cwd, CONFIG_FILE);
  const data = (await at.read([file])).get(file);
  const where = `${CONFIG_FILE} at ${commit.slice(0, 12)}`;
  if (data && data.length > CONFIG_MAX_BYTES) throw new ProofgateError(`${where} is larger than ${CONFIG_MAX_BYTES / 1024} KiB`);
  return parseUatConfig(data ? data.toString('utf8') : undefined, where);
}

async function parseUatConfig(text: string | undefined, where: string): Promise<ResolvedUatConfig> {
  let block: UatConfig = {};
  if (text !== undefined) {
    let doc: unknown;
    try {
      checkFlowDepth(text);
      doc = parse(text, { logLevel: 'error' });
    } catch (err) {
      throw new ProofgateError(`${where} is not valid YAML: ${(err as Error).message.split('\n')[0]}`);
    }
    const raw = doc && typeof doc === 'object' ? (doc as Record<string, unknown>).uat : undefined;
    if (raw !== undefined && raw !== null) block = await assertSchema<UatConfig>('uat-config', raw, `${where} (uat block)`);
  }
  return {
    mode: block.mode ?? 'advisory',
    granularity: block.granularity ?? 'delivery',
    environment: { name: block.environment?.name ?? '', url: block.environment?.url ?? '' },
    budget: { steps: block.page_budget?.steps ?? 15, minutes: block.page_budget?.minutes ?? 30 },
    dir: block.dir ?? DEFAULT_DIR,
    source: text === undefined || block.mode === undefined ? 'default' : where,
  };
}
