import { readRegular } from '../text/files.js';
import { parse as parseYaml } from 'yaml';
import { readObjects, treeEntries, type Repo } from '../git/git.js';
import { ProofgateError } from '../text/errors.js';
import { checkFlowDepth } from '../text/yaml.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';

/**
 * The TEA configuration a TEA skill (`--skill-root`, `--project-skill`) is told to
 * use: flags, else the project's `_bmad` configuration read from the base commit
 * (so a pull request that edits it is reviewed under its base's settings), else
 * the module defaults. Content that exists and is invalid is an error (exit 2).
 */
export interface TeaConfig {
  tea_use_playwright_utils: boolean;
  tea_use_pactjs_utils: boolean;
  tea_pact_mcp: 'mcp' | 'none';
  tea_execution_mode: 'auto' | 'agent-team' | 'subagent' | 'sequential';
  tea_capability_probe: boolean;
  test_stack_type: 'auto' | 'frontend' | 'backend' | 'fullstack' | 'mobile';
}
export type TeaFlags = Partial<TeaConfig>;

export const TEA_DEFAULTS: TeaConfig = {
  tea_use_playwright_utils: true,
  tea_use_pactjs_utils: true,
  tea_pact_mcp: 'mcp',
  tea_execution_mode: 'auto',
  tea_capability_probe: true,
  test_stack_type: 'auto',
};
export const EXECUTION_MODE_VALUES = ['auto', 'agent-team', 'subagent', 'sequential'] as const;
export const PACT_MCP_VALUES = ['mcp', 'none'] as const;
const STACK_VALUES = ['auto', 'frontend', 'backend', 'fullstack', 'mobile'] as const;

/** Layers in merge order; the legacy YAML only when the tree has no `_bmad/config.toml`. */
const TOML_LAYERS = ['_bmad/config.toml', '_bmad/config.user.toml', '_bmad/custom/config.toml', '_bmad/custom/config.user.toml'];
const LEGACY = '_bmad/tea/config.yaml';
const CONFIG_MAX_BYTES = 256 * 1024;

function bad(where: string, why: string): never {
  throw new ProofgateError(`TEA configuration ${where}: ${why}`, TEST_REVIEW_EXIT.environment);
}

type Table = Record<string, unknown>;
const isTable = (v: unknown): v is Table => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** BMad's structural merge for the keys read here: tables merge recursively, arrays append, later scalars win. */
function merge(a: Table, b: Table): Table {
  const out: Table = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] =
      isTable(prev) && isTable(v)
        ? merge(prev, v)
        : Array.isArray(prev) && Array.isArray(v)
          ? [...(prev as unknown[]), ...(v as unknown[])]
          : v;
  }
  return out;
}

/** The files' texts: from the commit's tree (links, folders and oversize blobs refused) or the working tree. */
async function readLayers(paths: string[], at: { repo: Repo; commit: string } | { root: string }): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if ('repo' in at) {
    const listing = await treeEntries(at.repo, at.commit, paths).catch((err: Error) =>
      bad(`at ${at.commit.slice(0, 12)}`, err.message.split('\n')[0]!),
    );
    const found: string[] = [];
    for (const { mode, type, size, path } of listing) {
      const where = `${at.commit.slice(0, 12)}:${path}`;
      if (type !== 'blob' || mode === '120000')
        bad(where, 'is a folder or a symbolic link, not a file: the base commit must hold a regular file');
      if ((size ?? 0) > CONFIG_MAX_BYTES) bad(where, `is over ${CONFIG_MAX_BYTES} bytes`);
      found.push(path);
    }
    const blobs = await readObjects(
      at.repo.root,
      found.map((p) => `${at.commit}:${p}`),
    );
    for (const p of found) {
      const data = blobs.get(`${at.commit}:${p}`)?.data;
      if (!data) bad(`${at.commit.slice(0, 12)}:${p}`, 'cannot be read from git');
      out.set(p, data.toString('utf8'));
    }
    return out;
  }
  for (const p of paths) {
    // A regular file inside the tree only: no link on the way, no FIFO, bounded before reading.
    const read = await readRegular(at.root, p, CONFIG_MAX_BYTES);
    if (read.status === 'missing') continue;
    if (read.status === 'refused') bad(p, read.reason);
    if (read.status === 'too-large') bad(p, `is over ${CONFIG_MAX_BYTES} bytes`);
    if (read.status === 'ok') out.set(p, read.bytes.toString('utf8'));
  }
  return out;
}

async function parseToml(text: string, where: string): Promise<Table> {
  const { parse } = await import('smol-toml');
  try {
    return parse(text);
  } catch (err) {
    return bad(where, `is not valid TOML (${(err as Error).message.split('\n')[0]})`);
  }
}

function boolean(v: unknown, key: string, where: string): boolean {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  return bad(where, `${key} must be true or false (got ${JSON.stringify(v)})`);
}
function oneOf<T extends string>(v: unknown, values: readonly T[], key: string, where: string): T {
  if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as T;
  return bad(where, `${key} must be one of ${values.join(', ')} (got ${JSON.stringify(v)})`);
}

function fromTable(t: Table, where: string): TeaFlags {
  const out: TeaFlags = {};
  if ('tea_use_playwright_utils' in t)
    out.tea_use_playwright_utils = boolean(t.tea_use_playwright_utils, 'tea_use_playwright_utils', where);
  if ('tea_use_pactjs_utils' in t) out.tea_use_pactjs_utils = boolean(t.tea_use_pactjs_utils, 'tea_use_pactjs_utils', where);
  if ('tea_pact_mcp' in t) out.tea_pact_mcp = oneOf(t.tea_pact_mcp, PACT_MCP_VALUES, 'tea_pact_mcp', where);
  if ('tea_execution_mode' in t) out.tea_execution_mode = oneOf(t.tea_execution_mode, EXECUTION_MODE_VALUES, 'tea_execution_mode', where);
  if ('tea_capability_probe' in t) out.tea_capability_probe = boolean(t.tea_capability_probe, 'tea_capability_probe', where);
  if ('test_stack_type' in t) out.test_stack_type = oneOf(t.test_stack_type, STACK_VALUES, 'test_stack_type', where);
  return out;
}

export interface ResolvedTeaConfig {
  config: TeaConfig;
  /** Where the values came from, for stderr. */
  source: string;
}

/** Flags over the configuration at `at` (a commit, or the working tree) over the module defaults. */
export async function resolveTeaConfig(flags: TeaFlags, at: { repo: Repo; commit: string } | { root: string }): Promise<ResolvedTeaConfig> {
  const place = 'repo' in at ? `${at.commit.slice(0, 12)}:` : '';
  const texts = await readLayers([...TOML_LAYERS, LEGACY], at);
  let file: TeaFlags = {};
  let from: string[] = [];
  if (texts.has(TOML_LAYERS[0]!)) {
    let merged: Table = {};
    for (const p of TOML_LAYERS.filter((l) => texts.has(l))) {
      merged = merge(merged, await parseToml(texts.get(p)!, `${place}${p}`));
      from.push(p);
    }
    const modules = merged.modules;
    const tea = isTable(modules) ? modules.tea : undefined;
    if (tea !== undefined && !isTable(tea)) bad(`${place}${from.join(' + ')}`, '[modules.tea] is not a table');
    file = tea ? fromTable(tea, `${place}${from.join(' + ')}`) : {};
  } else if (texts.has(LEGACY)) {
    const where = `${place}${LEGACY}`;
    let doc: unknown;
    try {
      checkFlowDepth(texts.get(LEGACY)!);
      doc = parseYaml(texts.get(LEGACY)!, { logLevel: 'error' });
    } catch (err) {
      bad(where, `is not valid YAML (${(err as Error).message.split('\n')[0]})`);
    }
    if (doc !== null && doc !== undefined && !isTable(doc)) bad(where, 'is not a mapping');
    file = isTable(doc) ? fromTable(doc, where) : {};
    from = [LEGACY];
  }
  const config = { ...TEA_DEFAULTS, ...file, ...flags };
  const origin = from.length
    ? `${'repo' in at ? `the base commit ${place}` : 'the working tree: '}${from.join(' + ')}`
    : 'no _bmad configuration';
  const given = Object.keys(flags);
  return { config, source: `${origin}${given.length ? `; flags set ${given.join(', ')}` : ''}; module defaults for the rest` };
}
