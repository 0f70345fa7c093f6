import { readdir } from 'node:fs/promises';
import { readTextCapped } from '../text/files.js';
import { CONFIG_MAX_BYTES } from './config.js';
import { join, relative } from 'node:path';
import { describeError, ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import { parseJsonText } from '../text/json.js';
import type { ResolvedUatConfig } from './config.js';
import { uatFolder } from './folder.js';
import { uatGate, VERDICT_EXIT, type GateResult } from './gate.js';
import { readSpecText } from './spec.js';
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
  /** Every spec whose `version` is the package's, by file name (its id), sorted. */
  ids: string[];
  /** Spec files that may be this version's recipe: their version cannot be read, or their id names this version and their `version` another. */
  uncertain: { file: string; why: string }[];
}

/** Every recipe of the version in package.json among specs/*.json; a spec whose version cannot be read is listed, never skipped. */
export async function recipesForVersion(cwd: string, dir?: string, config?: ResolvedUatConfig): Promise<VersionRecipes> {
  const version = await packageVersion(cwd);
  const folder = await uatFolder(cwd, dir, config);
  const specs = join(folder.root, 'specs');
  const names = (await readdir(specs).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const out: VersionRecipes = { version, ids: [], uncertain: [] };
  for (const name of names) {
    const id = name.slice(0, -'.json'.length);
    try {
      const { text, file } = await readSpecText(folder, id, cwd);
      const doc = parseJsonText(text, file) as { version?: unknown } | null;
      if (typeof doc?.version !== 'string') throw new ProofgateError(`${file} has no \`version\``);
      if (doc.version === version) out.ids.push(id);
      // One edited field would otherwise take a failing recipe out of the release.
      else if (id.endsWith(`-${version}`))
        out.uncertain.push({
          file: visible(relative(cwd, join(specs, name))),
          why: `its id names ${visible(version)}, but its \`version\` is ${JSON.stringify(visible(doc.version))}`,
        });
    } catch (err) {
      out.uncertain.push({ file: visible(relative(cwd, join(specs, name))), why: `its version cannot be read: ${describeError(err)}` });
    }
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
export async function gateRecipe(
  id: string,
  o: { cwd: string; dir?: string; config?: ResolvedUatConfig; forbidTester?: string[] },
): Promise<RecipeOutcome> {
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
}): Promise<{ exitCode: number; lines: string[]; verdict: ReleaseVerdict; version?: string; recipes: RecipeOutcome[] }> {
  let found: VersionRecipes;
  try {
    found = await recipesForVersion(o.cwd, o.dir);
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
  for (const id of ids) recipes.push(await gateRecipe(id, o));
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
      `release ${visible(version)}: ${verdict}${verdict === 'could-not-run' ? ' (not a pass)' : ''} \u2014 ${recipes.length} recipe(s): ${recipes.map((r) => `${r.id} ${r.verdict}`).join(', ')}`,
      ...cannotTell,
      ...recipes.flatMap(recipeLines),
    ],
  };
}
