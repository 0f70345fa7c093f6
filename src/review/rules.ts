import { lstat, readFile, realpath } from 'node:fs/promises';
import { isAbsolute, join, resolve, sep } from 'node:path';
import { BUILTIN_RULES, type RuleDefinition } from './builtin-rules.js';
import { compileGlobs, type Matcher } from './globs.js';
import { assetPath } from '../text/assets.js';
import { canonicalJson, sha256 } from '../text/hash.js';
import { ProofgateError } from '../text/errors.js';
import { checkFlowDepth } from '../text/yaml.js';
import type { ReviewRules } from '../schemas/types.js';

export const RULES_FILE = '_bmad/review-rules.yaml';
const DOC_MAX_BYTES = 64 * 1024;
const RULES_FILE_MAX_BYTES = 256 * 1024;

export interface Rule extends RuleDefinition {
  origin: 'builtin' | 'project';
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

async function builtinRules(): Promise<Rule[]> {
  return Promise.all(
    BUILTIN_RULES.map(async (def) => {
      const doc = await readFile(assetPath('rules', `${def.id}.md`), 'utf8');
      return {
        ...def,
        origin: 'builtin' as const,
        doc,
        docSha256: sha256(doc),
        matches: compileGlobs(def.globs, `rule ${def.id} globs`, { braces: true }),
      };
    }),
  );
}

/** A rule document must be a regular file inside `_bmad/` (after symlinks are resolved), at most 64 KB. */
async function readRuleDoc(root: string, docPath: string, where: string): Promise<string> {
  const bmad = resolve(root, '_bmad');
  const target = resolve(root, docPath);
  const outside = new ProofgateError(
    `${where}: the document ${JSON.stringify(docPath)} is outside _bmad/ (rule documents live inside _bmad/)`,
  );
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

async function projectRules(root: string): Promise<ReviewRules | undefined> {
  const file = join(root, RULES_FILE);
  let text: string;
  try {
    const info = await lstat(file);
    if (!info.isFile()) throw new ProofgateError(`${RULES_FILE} is not a regular file`);
    if (info.size > RULES_FILE_MAX_BYTES) throw new ProofgateError(`${RULES_FILE} is ${info.size} bytes; the limit is 256 KB`);
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
    throw new ProofgateError(`${RULES_FILE} is not valid YAML: ${(err as Error).message.split('\n')[0]}`);
  }
  const { assertSchema } = await import('../schemas/validate.js');
  return assertSchema<ReviewRules>('review-rules', data, RULES_FILE);
}

/** The effective rule set: built-ins, then the project's additions, replacements and removals. */
export async function loadRuleSet(root: string): Promise<RuleSet> {
  const rules = await builtinRules();
  const project = await projectRules(root);
  let source = 'built-in';
  if (project) {
    source = RULES_FILE;
    const seen = new Set<string>();
    for (const [i, def] of (project.rules ?? []).entries()) {
      const where = `${RULES_FILE} rules[${i}] (${def.id})`;
      if (seen.has(def.id)) throw new ProofgateError(`${where}: duplicate rule id ${JSON.stringify(def.id)}`);
      seen.add(def.id);
      const doc = await readRuleDoc(root, def.doc, where);
      const rule: Rule = {
        id: def.id,
        title: def.title,
        group: def.group ?? 'project',
        globs: def.globs,
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
  const identity = rules.map(({ id, title, group, globs, origin, docSha256 }) => ({ id, title, group, globs, origin, docSha256 }));
  return { source, sha256: sha256(canonicalJson(identity)), rules };
}

export function rulesFor(ruleSet: RuleSet, path: string): Rule[] {
  return ruleSet.rules.filter((r) => r.matches(path));
}
