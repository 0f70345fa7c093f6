import { readdir } from 'node:fs/promises';
import { confined, readTextCapped } from '../text/files.js';
import { basename, join, relative } from 'node:path';
import { atCommit } from './at-commit.js';
import { describeError, ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import { parseJsonText } from '../text/json.js';
import { CONFIG_MAX_BYTES, loadUatConfigAt, type ResolvedUatConfig } from './config.js';
import { uatFolder } from './folder.js';
import { uatGate, VERDICT_EXIT, type GateOptions, type GateResult } from './gate.js';
import { readSpecText, SPEC_MAX_BYTES } from './spec.js';
import { UAT_EXIT } from './exit-codes.js';

export const RELEASE_EXIT = { ...VERDICT_EXIT, 'could-not-run': UAT_EXIT.couldNotRun } as const;
export type ReleaseVerdict = keyof typeof RELEASE_EXIT;

/** The worst first: one recipe that could not run, failed, is stale or awaits a run holds the release. */
const WORST_FIRST: ReleaseVerdict[] = ['could-not-run', 'failed', 'stale', 'awaiting', 'passed'];

/** The verdict over several recipes: the first of `worstFirst` that one of them has (none at all is `awaiting`). */
export function worstVerdict<V extends string>(verdicts: V[], worstFirst: readonly V[]): V | 'awaiting' {
  return worstFirst.find((v) => verdicts.includes(v)) ?? 'awaiting';
}

async function packageVersion(cwd: string): Promise<string> {
  let pkg: { version?: unknown };
  try {
    pkg = parseJsonText((await readTextCapped(cwd, 'package.json', CONFIG_MAX_BYTES)) ?? '', 'package.json') as { version?: unknown };
  } catch (err) {
    throw new ProofgateError(`cannot read the version from package.json: ${(err as Error).message}`);
  }
  if (typeof pkg.version !== 'string' || pkg.version === '') throw new ProofgateError('package.json has no `version`');
  return pkg.version;
}

export interface VersionRecipes {
  version: string;
  /** Every spec whose `version` is the package's (or, given a base, the base's package version), by file name (its id), sorted. */
  ids: string[];
  /** Spec files that may be this version's recipe: their version cannot be read, their id names this version and their `version` another, or the base has them and the change deletes them. */
  uncertain: { file: string; why: string }[];
  /** The base commit's package version, when a base was given and it differs. */
  baseVersion?: string;
}

/** What a commit holds of the release: its package.json's version and its specs' versions, read from git (nothing from the work tree). */
async function releaseAt(
  cwd: string,
  specsFolder: string,
  commit: string,
): Promise<{ version: string; specs: Map<string, string | null> }> {
  const at = await atCommit(cwd, commit, 'the release is read from the base too');
  const pkg = join(cwd, 'package.json');
  const files = (await at.list(specsFolder)).filter((f) => f.endsWith('.json'));
  const objects = await at.read([pkg, ...files]);
  const versionOf = (file: string, max: number): string | null => {
    const data = objects.get(file);
    if (!data || data.length > max) return null;
    try {
      const v = (parseJsonText(data.toString('utf8'), file) as { version?: unknown } | null)?.version;
      return typeof v === 'string' && v !== '' ? v : null;
    } catch {
      return null;
    }
  };
  const version = versionOf(pkg, CONFIG_MAX_BYTES);
  if (version === null) throw new ProofgateError(`package.json at the base commit ${commit.slice(0, 12)} has no readable \`version\``);
  const specs = new Map(files.map((f) => [basename(f, '.json'), versionOf(f, SPEC_MAX_BYTES)]));
  return { version, specs };
}

/**
 * Every recipe of the version in package.json among specs/*.json; a spec whose version cannot be
 * read is listed, never skipped. Given a base commit (a pull request's), the release is also what
 * the base says it is: the recipes of the base's package version and of the head's, as the base
 * has them, are gated too, so neither a version edited in package.json nor one edited in a spec
 * takes a recipe out, and a recipe the change deletes cannot pass.
 */
export async function recipesForVersion(cwd: string, dir?: string, config?: ResolvedUatConfig, base?: string): Promise<VersionRecipes> {
  const version = await packageVersion(cwd);
  // Given a base, its settings say where the recipes are: the change cannot point the gate elsewhere.
  const settings = config ?? (base === undefined ? undefined : await loadUatConfigAt(cwd, base));
  const folder = await uatFolder(cwd, dir, settings);
  const specs = join(folder.root, 'specs');
  const atBase = base === undefined ? undefined : await releaseAt(cwd, specs, base);
  const versions = new Set([version, ...(atBase ? [atBase.version] : [])]);
  const names = (await readdir(await confined(folder.tree, specs)).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const out: VersionRecipes = {
    version,
    ids: [],
    uncertain: [],
    ...(atBase && atBase.version !== version ? { baseVersion: atBase.version } : {}),
  };
  const shown = (id: string) => visible(relative(cwd, join(specs, `${id}.json`)));
  for (const name of names) {
    const id = name.slice(0, -'.json'.length);
    try {
      const { text, file } = await readSpecText(folder, id, cwd);
      const doc = parseJsonText(text, file) as { version?: unknown } | null;
      if (typeof doc?.version !== 'string') throw new ProofgateError(`${file} has no \`version\``);
      const fromBase = atBase?.specs.get(id);
      if (versions.has(doc.version) || (fromBase != null && versions.has(fromBase))) out.ids.push(id);
      // One edited field would otherwise take a failing recipe out of the release.
      else {
        const named = [...versions].find((v) => id.endsWith(`-${v}`));
        if (named !== undefined)
          out.uncertain.push({
            file: shown(id),
            why: `its id names ${visible(named)}, but its \`version\` is ${JSON.stringify(visible(doc.version))}`,
          });
      }
    } catch (err) {
      out.uncertain.push({ file: shown(id), why: `its version cannot be read: ${describeError(err)}` });
    }
  }
  const present = new Set(names);
  for (const [id, v] of atBase?.specs ?? []) {
    if (v !== null && versions.has(v) && !present.has(`${id}.json`))
      out.uncertain.push({ file: shown(id), why: `the base has it as a recipe of ${visible(v)}, and the change deletes it` });
    // What the base holds but cannot be read as a recipe may be one: the change cannot take it out.
    else if (v === null && !out.ids.includes(id) && !out.uncertain.some((u) => u.file === shown(id)))
      out.uncertain.push({ file: shown(id), why: 'the base has it, and its version there cannot be read' });
  }
  return out;
}

/** Exit 0 when the version in package.json has a recipe, 1 when it has none. */
export async function specPresent(o: {
  cwd: string;
  dir?: string;
}): Promise<{ exitCode: number; lines: string[]; version: string; ids: string[] }> {
  const r = await recipesForVersion(o.cwd, o.dir);
  const warnings = r.uncertain.map((u) => `warning: ${u.file}: ${u.why}`);
  if (!r.ids.length)
    return {
      exitCode: UAT_EXIT.failed,
      version: r.version,
      ids: [],
      lines: [
        `version ${visible(r.version)} has no recipe: write one with \`proofgate uat init <name>-${visible(r.version)}\` before releasing`,
        ...warnings,
      ],
    };
  return {
    exitCode: UAT_EXIT.ok,
    version: r.version,
    ids: r.ids,
    lines: [`version ${visible(r.version)} has ${r.ids.length} recipe(s): ${r.ids.join(', ')}`, ...warnings],
  };
}

export interface RecipeOutcome {
  id: string;
  verdict: ReleaseVerdict;
  exitCode: number;
  gate?: GateResult;
  /** Why the gate could not run. */
  error?: string;
}

/** The gate of one recipe; whatever stops it (an unreadable triage file, an invalid spec) is `could-not-run`, never a pass. */
export async function gateRecipe(id: string, o: Omit<GateOptions, 'id'>): Promise<RecipeOutcome> {
  try {
    const gate = await uatGate({ id, ...o });
    return { id, verdict: gate.verdict, exitCode: gate.exitCode, gate };
  } catch (err) {
    return { id, verdict: 'could-not-run', exitCode: RELEASE_EXIT['could-not-run'], error: describeError(err) };
  }
}

/** Lines for one recipe's outcome: the gate's own, or why it could not run. */
export function recipeLines(r: RecipeOutcome): string[] {
  return r.gate ? r.gate.lines : [`${r.id}: could not run (not a pass): ${r.error}`];
}

/**
 * The release check over every recipe of the version: 0 passed, 1 failed, 2 no finished run,
 * 3 another revision, 4 could not run (never a pass). The worst recipe decides.
 */
export async function releaseGate(o: {
  cwd: string;
  dir?: string;
  base?: string;
  head?: string;
}): Promise<{ exitCode: number; lines: string[]; verdict: ReleaseVerdict; version?: string; recipes: RecipeOutcome[] }> {
  let found: VersionRecipes;
  // With a base, its settings say where the recipes are, for finding them and for gating them.
  let config: ResolvedUatConfig | undefined;
  try {
    config = o.base === undefined ? undefined : await loadUatConfigAt(o.cwd, o.base);
    found = await recipesForVersion(o.cwd, o.dir, config, o.base);
  } catch (err) {
    return {
      exitCode: UAT_EXIT.couldNotRun,
      verdict: 'could-not-run',
      recipes: [],
      lines: [`release gate could not run (not a pass): ${describeError(err)}`],
    };
  }
  const { version, ids, uncertain } = found;
  const cannotTell = uncertain.map((u) => `- ${u.file} may be a recipe of ${visible(version)}: ${u.why}`);
  if (!ids.length)
    return {
      exitCode: UAT_EXIT.couldNotRun,
      verdict: 'could-not-run',
      version,
      recipes: [],
      lines: [`release gate could not run: version ${visible(version)} has no recipe (not a pass)`, ...cannotTell],
    };
  const recipes: RecipeOutcome[] = [];
  for (const id of ids)
    recipes.push(
      await gateRecipe(id, {
        cwd: o.cwd,
        ...(o.dir !== undefined ? { dir: o.dir } : {}),
        ...(config ? { config } : {}),
        ...(o.base !== undefined ? { base: o.base } : {}),
        ...(o.head !== undefined ? { head: o.head } : {}),
      }),
    );
  const verdict = uncertain.length
    ? 'could-not-run'
    : worstVerdict(
        recipes.map((r) => r.verdict),
        WORST_FIRST,
      );
  return {
    exitCode: RELEASE_EXIT[verdict],
    verdict,
    version,
    recipes,
    lines: [
      `release ${visible(version)}${found.baseVersion !== undefined ? ` (the base's is ${visible(found.baseVersion)})` : ''}: ${verdict}${verdict === 'could-not-run' ? ' (not a pass)' : ''} \u2014 ${recipes.length} recipe(s): ${recipes.map((r) => `${r.id} ${r.verdict}`).join(', ')}`,
      ...cannotTell,
      ...recipes.flatMap(recipeLines),
    ],
  };
}
