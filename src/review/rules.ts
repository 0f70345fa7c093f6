import { readFileSync, realpathSync } from 'node:fs';
import { readRegularSync } from '../text/regular-read.js';
import { join, resolve, sep } from 'node:path';
import { workTreeScript } from './script-language.js';
import { BUILTIN_RULES, RULE_PACKS, type RuleDefinition } from './builtin-rules.js';
import { checkGlobs } from './glob-check.js';
import type { Repo, TreeEntry } from '../git/git.js';
import { assetPath } from '../text/assets.js';
import { repoPath } from '../text/repo-path.js';
import { sha256 } from '../text/hash.js';
import { ruleSetSha256 } from './rule-identity.js';
import { BUILTIN_RULE_SET_SHA256, shippedDocSha256 } from './shipped-sha256.js';
import { ProofgateError } from '../text/errors.js';
import type { ReviewRules, ReviewScope } from '../schemas/types.js';
import type { SchemaName } from '../schemas/validate.js';

export const RULES_FILE = '_bmad/review-rules.yaml';
export const REVIEWERS_FILE = '_bmad/review-reviewers.yaml';
/** The configuration files a scope reads from its base. */
const CONFIG_FILES = [RULES_FILE, REVIEWERS_FILE];
const DOC_MAX_BYTES = 64 * 1024;
const CONFIG_FILE_MAX_BYTES = 256 * 1024;

export interface Rule extends RuleDefinition {
  /** builtin: shipped and always on; pack: shipped, enabled by the project; project: the project's own. */
  origin: 'builtin' | 'pack' | 'project';
  doc: string;
  docSha256: string;
}

export interface RuleSet {
  /** "built-in", or the project rules file that changed it. */
  source: string;
  sha256: string;
  rules: Rule[];
}

/**
 * Rules shipped with proofgate (the built-ins, or a pack's), each with its document from `rules/`:
 * small files shipped with the bundle, read synchronously (a promise for each cost more).
 */
function shippedRules(defs: readonly RuleDefinition[], origin: 'builtin' | 'pack'): Rule[] {
  return defs.map((def) => {
    const doc = readFileSync(assetPath('rules', `${def.id}.md`), 'utf8');
    const docSha256 = shippedDocSha256(`${def.id}.md`);
    checkGlobs(def.globs, `rule ${def.id} globs`, { braces: true });
    return { ...def, origin, doc, docSha256 };
  });
}

let builtin: readonly Rule[] | undefined;

/**
 * The built-in rules with their documents, read and hashed once per process (they ship with the
 * package). A command can have them ready while git is still answering where the repository is.
 */
export function builtinRules(): Rule[] {
  builtin ??= shippedRules(BUILTIN_RULES, 'builtin');
  return [...builtin];
}

/**
 * Where a project's review configuration is read from: the work tree (`review rules`,
 * `review reviewers`), or a commit (a scope reads it from its base, so a pull request cannot
 * configure its own review). Both take only regular files, within the size limits.
 */
export interface ProjectFiles {
  /** A configuration file's text (`_bmad/review-rules.yaml`, …), or undefined when there is none. */
  file(name: string): Promise<string | undefined>;
  /** The text of the document at `path` (a `bmadPath`); `written` is how the configuration spells it, for messages. */
  doc(path: string, where: string, written: string): Promise<string>;
  /** Reads ahead the documents a configuration names, for the `doc` calls that follow (a hint: never fails). */
  prefetch?(docPaths: string[]): Promise<void>;
  /**
   * The repository path of every document read so far: what the configuration depends on, as git
   * names it, so that a change to one is a change to the configuration whatever its spelling there.
   */
  readonly opened: ReadonlySet<string>;
}

/** A reader as each source gives it; `projectFiles` adds the record of what it opened. */
type Reader = Omit<ProjectFiles, 'opened'>;

const tooLarge = (what: string, size: number, limit: string) => new ProofgateError(`${what} is ${size} bytes; the limit is ${limit}`);
const docError = (where: string, docPath: string, what: string) =>
  new ProofgateError(`${where}: the document ${JSON.stringify(docPath)} ${what}`);
const outside = (where: string, docPath: string) => docError(where, docPath, 'is outside _bmad/ (documents live inside _bmad/)');

/** The repository path a configuration's document path names, when that is inside `_bmad/`. */
const bmadPath = (docPath: string) => {
  const path = repoPath(docPath);
  return path?.startsWith('_bmad/') ? path : undefined;
};

/** `read()` as a promise: its throw a rejection. */
const settled = <T>(read: () => T) => new Promise<T>((resolve) => resolve(read()));

// Synchronous reads of a few small files: node:fs/promises would load readline and its kin at start-up.
function workTreeFiles(root: string): Reader {
  return {
    file: (name) =>
      settled(() => {
        // No link followed, no FIFO waited on, never read past the cap: the name may be swapped meanwhile.
        const read = readRegularSync(join(root, name), CONFIG_FILE_MAX_BYTES);
        if (read.status === 'missing') return undefined;
        if (read.status === 'refused') throw new ProofgateError(`${name} is not a regular file`);
        if (read.status === 'too-large') throw tooLarge(name, read.size, '256 KB');
        return read.bytes.toString('utf8');
      }),
    // Symlinks are resolved, and the real file must still be inside _bmad/.
    doc: (path, where, docPath) =>
      settled(() => {
        let real: string;
        try {
          real = realpathSync(resolve(root, path));
        } catch {
          throw docError(where, docPath, 'does not exist');
        }
        if (!real.startsWith(realpathSync(resolve(root, '_bmad')) + sep)) throw outside(where, docPath);
        const read = readRegularSync(real, DOC_MAX_BYTES);
        if (read.status === 'missing') throw docError(where, docPath, 'does not exist');
        if (read.status === 'refused') throw docError(where, docPath, 'is not a regular file');
        if (read.status === 'too-large') throw tooLarge(`${where}: the document ${JSON.stringify(docPath)}`, read.size, '64 KB');
        return read.bytes.toString('utf8');
      }),
  };
}

/** Blobs of the commit's tree: a link, a folder or a submodule is not a regular file, and git never follows a link. */
function commitFiles(repo: Repo, commit: string): Reader {
  // Loaded here: reading the work tree's configuration (`review rules`) needs none of git's object code.
  const git = () => import('../git/git.js');
  const regular = (e: TreeEntry | null | undefined, limit: number): e is TreeEntry =>
    e?.type === 'blob' && /^1006[04]4$/.test(e.mode) && (e.size ?? 0) <= limit;
  /**
   * Looks `paths` up and reads those that are regular files within `limit`, in one git process
   * each, where the run's memo (run-memo.ts) keeps the answers for the reads that follow: a
   * configuration names several files, and a process per lookup and per read was most of a
   * scope's git.
   */
  const prefetch = async (paths: string[], limit: number) => {
    const { entriesAt, gitMemo, readObjects } = await git();
    if (!gitMemo()) return;
    const entries = await entriesAt(repo, commit, paths);
    const oids = [...new Set([...entries.values()].filter((e) => regular(e, limit)).map((e) => e.oid))];
    if (oids.length) await readObjects(repo.root, oids);
  };
  const read = async (path: string, limit: number, refuse: { notRegular: Error; missing?: Error; large: (n: number) => Error }) => {
    const { entriesAt, readObjects } = await git();
    const entry = (await entriesAt(repo, commit, [path])).get(path);
    if (!entry) {
      if (refuse.missing) throw refuse.missing;
      return undefined;
    }
    if (entry.type !== 'blob' || !/^1006[04]4$/.test(entry.mode)) throw refuse.notRegular;
    if ((entry.size ?? 0) > limit) throw refuse.large(entry.size!);
    const data = (await readObjects(repo.root, [entry.oid])).get(entry.oid)?.data;
    if (!data) throw new ProofgateError(`${path} of commit ${commit.slice(0, 12)} is not in this clone: check out with fetch-depth: 0`);
    return data.toString('utf8');
  };
  let configRead: Promise<void> | undefined;
  return {
    file: async (name) => {
      // Every configuration file at the first one's read: a failure is told by the read of each.
      await (configRead ??= prefetch([...new Set([name, ...CONFIG_FILES])], CONFIG_FILE_MAX_BYTES).catch(() => undefined));
      return read(name, CONFIG_FILE_MAX_BYTES, {
        notRegular: new ProofgateError(`${name} is not a regular file`),
        large: (n) => tooLarge(name, n, '256 KB'),
      });
    },
    // Only documents named inside _bmad/ (as projectDoc reads them); a failure is told by the read of each.
    prefetch: (docPaths) =>
      prefetch(
        docPaths.flatMap((d) => bmadPath(d) ?? []),
        DOC_MAX_BYTES,
      ).catch(() => undefined),
    doc: async (path, where, docPath) =>
      (await read(path, DOC_MAX_BYTES, {
        notRegular: docError(where, docPath, 'is not a regular file'),
        missing: docError(where, docPath, 'does not exist'),
        large: (n) => tooLarge(`${where}: the document ${JSON.stringify(docPath)}`, n, '64 KB'),
      }))!,
  };
}

/**
 * The configuration of a project: from the work tree under `root`, or from the commit `base.at`.
 * One reader for every configuration of a scope, so that `opened` holds all their documents.
 */
export function projectFiles(root: string, base?: { repo: Repo; at: string }): ProjectFiles {
  const reader = base === undefined ? workTreeFiles(root) : commitFiles(base.repo, base.at);
  const opened = new Set<string>();
  return {
    ...reader,
    opened,
    doc: async (path, where, written) => {
      const text = await reader.doc(path, where, written);
      opened.add(path);
      return text;
    },
  };
}

/** A project's YAML configuration file (`_bmad/…`), parsed safely and validated; undefined when there is none. */
export async function projectConfig<T>(files: ProjectFiles, name: string, schema: SchemaName): Promise<T | undefined> {
  const text = await files.file(name);
  if (text === undefined) return undefined;
  // The YAML parser (300 KB) is loaded only for a file to parse: `review rules` with none starts without it.
  const [{ parse }, { checkFlowDepth }] = await Promise.all([import('yaml'), import('../text/yaml.js')]);
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

/**
 * A document a `_bmad/` configuration names, read at the one repository path its spelling names
 * (recorded as that in `files.opened`): refused unless inside `_bmad/`, before anything is read.
 */
export async function projectDoc(files: ProjectFiles, docPath: string, where: string): Promise<string> {
  const path = bmadPath(docPath);
  if (path === undefined) throw outside(where, docPath);
  return files.doc(path, where, docPath);
}

/**
 * The effective rule set: built-ins, then the project's additions, replacements
 * and removals, read from the work tree under `root`, or from the commit `base.at`
 * (a scope's base commit).
 */
export function loadRuleSet(root: string, base?: { repo: Repo; at: string }): Promise<RuleSet> {
  return readRuleSet(projectFiles(root, base));
}

/** The effective rule set, as `files` read it: a caller that reads more configuration passes the same reader. */
export async function readRuleSet(files: ProjectFiles): Promise<RuleSet> {
  // The project's configuration is asked for (git, files) while the shipped documents are read.
  const config = projectConfig<ReviewRules>(files, RULES_FILE, 'review-rules');
  config.catch(() => undefined);
  const rules = builtinRules();
  const project = await config;
  let source = 'built-in';
  if (project) {
    source = RULES_FILE;
    for (const pack of project.packs ?? []) rules.push(...shippedRules(RULE_PACKS[pack]!, 'pack'));
    await files.prefetch?.((project.rules ?? []).map((r) => r.doc));
    const seen = new Set<string>();
    for (const [i, def] of (project.rules ?? []).entries()) {
      const where = `${RULES_FILE} rules[${i}] (${def.id})`;
      if (seen.has(def.id)) throw new ProofgateError(`${where}: duplicate rule id ${JSON.stringify(def.id)}`);
      seen.add(def.id);
      const doc = await projectDoc(files, def.doc, where);
      const docSha256 = sha256(doc);
      checkGlobs(def.globs, `${where} globs`, { braces: true });
      const rule: Rule = {
        id: def.id,
        title: def.title,
        group: def.group ?? 'project',
        globs: def.globs,
        ...(def.controls ? { controls: def.controls } : {}),
        origin: 'project',
        doc,
        docSha256,
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
  // The built-ins alone are hashed by the build: listing them needs no hash function.
  return { source, sha256: project ? ruleSetSha256(rules) : BUILTIN_RULE_SET_SHA256, rules };
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

/**
 * The rules that apply to a path, as a function of the path and of the script extension its
 * content gives (script-language.ts): a rule matching either. The glob engine (micromatch, a chunk
 * of its own) loads here, for a caller about to test paths.
 */
export async function ruleMatcher(ruleSet: RuleSet): Promise<(path: string, script?: string) => Rule[]> {
  const { compileGlobs } = await import('./globs.js');
  // The globs were checked as the rule set was read: this compiles, and refuses nothing. Without
  // case, as reviewers' triggers: `Migrations/` (EF Core's folder) and `deploy.SH` get their rules.
  const compiled = ruleSet.rules.map((rule) => ({
    rule,
    matches: compileGlobs(rule.globs, `rule ${rule.id} globs`, { braces: true, nocase: true }),
  }));
  return (path, script) =>
    compiled.filter((c) => c.matches(path) || (script !== undefined && c.matches(`${path}.${script}`))).map((c) => c.rule);
}

/**
 * The rules of the working-tree file at `path`, for the preview commands (`review rules PATH`,
 * `review reviewers PATH`): by its name and by its content (its interpreter line, or its mode).
 */
export function previewRules(match: (path: string, script?: string) => Rule[], root: string, path: string): Rule[] {
  return match(path, workTreeScript(root, path));
}
