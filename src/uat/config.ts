import { readTextCapped } from '../text/files.js';
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

/** The `uat` block of _bmad/config.yaml with its defaults; no file or no block means advisory. */
export async function loadUatConfig(cwd: string): Promise<ResolvedUatConfig> {
  let text: string | null | undefined;
  try {
    text = await readTextCapped(cwd, CONFIG_FILE, CONFIG_MAX_BYTES);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (text === null) throw new ProofgateError(`${CONFIG_FILE} is larger than ${CONFIG_MAX_BYTES / 1024} KiB`);
  let block: UatConfig = {};
  if (text !== undefined) {
    let doc: unknown;
    try {
      checkFlowDepth(text);
      doc = parse(text, { logLevel: 'error' });
    } catch (err) {
      throw new ProofgateError(`${CONFIG_FILE} is not valid YAML: ${(err as Error).message.split('\n')[0]}`);
    }
    const raw = doc && typeof doc === 'object' ? (doc as Record<string, unknown>).uat : undefined;
    if (raw !== undefined && raw !== null) block = await assertSchema<UatConfig>('uat-config', raw, `${CONFIG_FILE} (uat block)`);
  }
  return {
    mode: block.mode ?? 'advisory',
    granularity: block.granularity ?? 'delivery',
    environment: { name: block.environment?.name ?? '', url: block.environment?.url ?? '' },
    budget: { steps: block.page_budget?.steps ?? 15, minutes: block.page_budget?.minutes ?? 30 },
    dir: block.dir ?? DEFAULT_DIR,
    source: text === undefined || block.mode === undefined ? 'default' : CONFIG_FILE,
  };
}
