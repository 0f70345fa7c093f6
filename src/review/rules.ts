import { lstat, readFile, realpath } from 'node:fs/promises';
import { isAbsolute, join, resolve, sep } from 'node:path';
import { BUILTIN_RULES, RULE_PACKS, type RuleDefinition } from './builtin-rules.js';
import { compileGlobs, type Matcher } from './globs.js';
import { assetPath } from '../text/assets.js';
import { canonicalJson, sha256 } from '../text/hash.js';
import { ProofgateError } from '../text/errors.js';
import { checkFlowDepth } from '../text/yaml.js';
import type { ReviewRules, ReviewScope } from '../schemas/types.js';
import type { SchemaName } from '../schemas/index.js';

export const RULES_FILE = '_bmad/review-rules.yaml';
const DOC_MAX_BYTES = 64 * 1024;
const CONFIG_FILE_MAX_BYTES = 256 * 1024;

export interface Rule extends RuleDefinition {
  /** builtin: shipped and always on; pack: shipped, enabled by the project; project: the project's own. */
  origin: 'builtin' | 'pack' | 'project';
  doc: string;
  docSha256: string;
  matches: Matcher;
}

export interface RuleSet {
  /** "built-in", or the project rules file that changed it. */
  source: string;
  sha256: string;
  rules: Rule[];
}

/** Rules shipped with proofgate (the built-ins, or a pack's), each with its document from `rules/`. */
async function shippedRules(defs: readonly RuleDefinition[], origin: 'builtin' | 'pack'): Promise<Rule[]> {
  return Promise.all(
    defs.map(async (def) => {
      const doc = await readFile(assetPath('rules', `${def.id}.md`), 'utf8');
      return {
        ...def,
        origin,
        doc,
        docSha256: sha256(doc),
        matches: compileGlobs(def.globs, `rule ${def.id} globs`, { braces: true }),
      };
    }),
  );
}

/** A document named by `_bmad/` configuration must be a regular file inside `_bmad/` (after symlinks are resolved), at most 64 KB. */
export async function readProjectDoc(root: string, docPath: string, where: string): Promise<string> {
  const bmad = resolve(root, '_bmad');
  const target = resolve(root, docPath);
  const outside = new ProofgateError(`${where}: the document ${JSON.stringify(docPath)} is outside _bmad/ (documents live inside _bmad/)`);
  if (isAbsolute(docPath) || !target.startsWith(bmad + sep)) throw outside;
  let real: string;
  try {
    real = await realpath(target);
  } catch {
    throw new ProofgateError(`${where}: the document ${JSON.stringify(docPath)} does not exist`);
  }
  if (!real.startsWith((await realpath(bmad)) + sep)) throw outside;
  const info = await lstat(real);
  if (!info.isFile()) throw new ProofgateError(`${where}: the document ${JSON.stringify(docPath)} is not a regular file`);
  if (info.size > DOC_MAX_BYTES)
    throw new ProofgateError(`${where}: the document ${JSON.stringify(docPath)} is ${info.size} bytes; the limit is 64 KB`);
  return readFile(real, 'utf8');
}

/** A project's YAML configuration file (`_bmad/…`), parsed safely and validated; undefined when there is none. */
export async function projectConfig<T>(root: string, name: string, schema: SchemaName): Promise<T | undefined> {
  const file = join(root, name);
  let text: string;
  try {
    const info = await lstat(file);
    if (!info.isFile()) throw new ProofgateError(`${name} is not a regular file`);
    if (info.size > CONFIG_FILE_MAX_BYTES) throw new ProofgateError(`${name} is ${info.size} bytes; the limit is 256 KB`);
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const { parse } = await import('yaml');
  let data: unknown;
  try {
    checkFlowDepth(text);
    data = parse(text, { uniqueKeys: true, maxAliasCount: 0, prettyErrors: true, logLevel: 'error' });
  } catch (err) {
    throw new ProofgateError(`${name} is not valid YAML: ${(err as Error).message.split('\n')[0]}`);
  }
  const { assertSchema } = await import('../schemas/validate.js');
  return assertSchema<T>(schema, data, name);
}

/** The effective rule set: built-ins, then the project's additions, replacements and removals. */
export async function loadRuleSet(root: string): Promise<RuleSet> {
  const rules = await shippedRules(BUILTIN_RULES, 'builtin');
  const project = await projectConfig<ReviewRules>(root, RULES_FILE, 'review-rules');
  let source = 'built-in';
  if (project) {
    source = RULES_FILE;
    for (const pack of project.packs ?? []) rules.push(...(await shippedRules(RULE_PACKS[pack]!, 'pack')));
    const seen = new Set<string>();
    for (const [i, def] of (project.rules ?? []).entries()) {
      const where = `${RULES_FILE} rules[${i}] (${def.id})`;
      if (seen.has(def.id)) throw new ProofgateError(`${where}: duplicate rule id ${JSON.stringify(def.id)}`);
      seen.add(def.id);
      const doc = await readProjectDoc(root, def.doc, where);
      const rule: Rule = {
        id: def.id,
        title: def.title,
        group: def.group ?? 'project',
        globs: def.globs,
        ...(def.controls ? { controls: def.controls } : {}),
        origin: 'project',
        doc,
        docSha256: sha256(doc),
        matches: compileGlobs(def.globs, `${where} globs`, { braces: true }),
      };
      const existing = rules.findIndex((r) => r.id === def.id);
      if (existing >= 0) rules[existing] = rule;
      else rules.push(rule);
    }
    for (const [i, id] of (project.disable ?? []).entries()) {
      if (seen.has(id)) throw new ProofgateError(`${RULES_FILE} disable[${i}]: ${JSON.stringify(id)} is both defined and disabled`);
      const at = rules.findIndex((r) => r.id === id);
      if (at < 0)
        throw new ProofgateError(
          `${RULES_FILE} disable[${i}]: there is no rule ${JSON.stringify(id)} to disable (known: ${rules.map((r) => r.id).join(', ')})`,
        );
      rules.splice(at, 1);
    }
  }
  const identity = rules.map(ruleIdentity);
  return { source, sha256: sha256(canonicalJson(identity)), rules };
}

/** What identifies a rule (and is hashed into the rule set): everything but its compiled matcher and text. */
export function ruleIdentity({ id, title, group, globs, controls, origin, docSha256 }: Rule) {
  return { id, title, group, globs, ...(controls ? { controls } : {}), origin, docSha256 };
}

/** The rule set as a scope seals it: its hash, its rule ids, and the controls of the rules that name any. */
export function ruleSetSeal(ruleSet: RuleSet): ReviewScope['ruleSet'] {
  const controls = Object.fromEntries(ruleSet.rules.filter((r) => r.controls?.length).map((r) => [r.id, r.controls!]));
  return {
    source: ruleSet.source,
    sha256: ruleSet.sha256,
    rules: ruleSet.rules.map((r) => r.id),
    ...(Object.keys(controls).length ? { controls } : {}),
  };
}

export function rulesFor(ruleSet: RuleSet, path: string): Rule[] {
  return ruleSet.rules.filter((r) => r.matches(path));
}
