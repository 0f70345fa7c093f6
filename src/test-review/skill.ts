import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { assetPath } from '../text/assets.js';
import { ProofgateError } from '../text/errors.js';
import { readRegular, shownPath } from '../text/files.js';
import type { OptionName } from '../text/options.js';
import type { Registry, Severity } from './report.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';

/**
 * A review skill: a folder with SKILL.md, a criteria registry (the table that
 * fixes each row's severity) and, optionally, a report template. proofgate
 * ships its own; --skill-root names another with a registry in the same shape.
 */
export interface SkillPlace {
  /** The skill's folder, a real path. */
  root: string;
  packaged: boolean;
  /** How a refusal names the skill: `the packaged skill`, or the option as the caller wrote it with its value. */
  flag: string;
  /** The option that chose it, as the caller wrote it; null for the packaged skill. */
  option: string | null;
}

export interface Skill extends SkillPlace {
  registryPath: string;
  registry: Registry;
  rubricVersion: string | null;
  /** Where the rubric version was read, for the verdict's provenance. */
  rubricSource: string;
  /** The rubric's bonus ceiling. */
  bonusMax: number;
  templatePath: string | null;
}

export const PACKAGED_SKILL = ['skills', 'test-review'];

/**
 * The rubrics proofgate scores (weights 10/5/2/1, caps 69/79/89/99), by the version a skill
 * declares. A skill that declares another version, or none, was written for another scoring
 * model: refused before any agent call.
 */
export const SCORED_RUBRICS: Record<string, { bonusMax: number }> = {
  '1.0': { bonusMax: 30 }, // proofgate's packaged rubric
  '4.0': { bonusMax: 30 }, // TEA test-review up to 1.27 (six bonus categories)
  '5.0': { bonusMax: 25 }, // TEA test-review 1.28 on (five bonus categories)
};

/** Where `--project-skill` looks for a vendored TEA skill, in order (both of its folder names). */
export const PROJECT_SKILL_PATHS = ['.claude/skills', '.agents/skills', 'skills', '_bmad/tea/workflows/testarch'].flatMap((d) =>
  ['bmad-tea-test-review', 'bmad-testarch-test-review'].map((n) => `${d}/${n}`),
);

/**
 * What a TEA skill reads from {project-root} as instructions or settings (1.27.2's SKILL.md and its
 * steps): the workflow customization `_bmad/custom/{skill-name}.toml` and `.user.toml` (activation
 * steps it executes, persistent facts, review_files, output_file_override, on_complete), the
 * resolver `_bmad/scripts/resolve_customization.py` it runs, and its config_source
 * `_bmad/tea/config.yaml`. proofgate resolves the workflow itself: a change to one is refused
 * (guard.ts) and the agent never sees them.
 */
export const SKILL_PROJECT_INPUTS = ['_bmad/custom', '_bmad/scripts', '_bmad/tea/config.yaml'];

// `| C1 | criterion | fires when | CRITICAL | gate |`: the two free-text cells never hold a bare pipe.
// Matched line by line at `\n` alone (a U+2028 or CR inside a line starts no row).
const ROW = /^\|\s*([CHML]\d+)\s*\|[^|]*\|[^|]*\|\s*(CRITICAL|HIGH|MEDIUM|LOW)\s*\|/;

export function parseRegistry(text: string): Registry {
  const rows: Registry = new Map();
  for (const line of text.split('\n')) {
    const m = ROW.exec(line);
    if (!m) continue;
    const severity = (m[2]![0] + m[2]!.slice(1).toLowerCase()) as Severity;
    if (rows.has(m[1]!))
      throw new ProofgateError(`criteria registry defines row ${m[1]} twice: each row id must be unique`, TEST_REVIEW_EXIT.environment);
    rows.set(m[1]!, severity);
  }
  return rows;
}

/** The most of one skill file proofgate reads: a rubric's files are a few dozen KiB. */
const SKILL_FILE_MAX_BYTES = 256 * 1024;

/**
 * A skill's file (relative to its root) as text, null when there is none. A vendored skill is what the
 * pull request commits: a link anywhere below the root, a folder, a FIFO or a device there, or a file
 * over the cap is refused in one line naming it, never followed or read (hazard 679).
 */
async function skillFile(place: SkillPlace, rel: string): Promise<string | null> {
  const read = await readRegular(place.root, rel, SKILL_FILE_MAX_BYTES);
  if (read.status === 'ok') return read.bytes.toString('utf8');
  if (read.status === 'missing') return null;
  const why = read.status === 'too-large' ? `is larger than ${SKILL_FILE_MAX_BYTES} bytes` : read.reason;
  throw new ProofgateError(`${place.flag}: ${shownPath(join(place.root, rel))} ${why}`, TEST_REVIEW_EXIT.environment);
}

/** The first of `candidates` the skill holds, with its text; null when it holds none. */
async function firstFile(place: SkillPlace, candidates: string[]): Promise<{ path: string; text: string } | null> {
  for (const rel of candidates) {
    const text = await skillFile(place, rel);
    if (text !== null) return { path: join(place.root, rel), text };
  }
  return null;
}

const VERSION = String.raw`(\d+(?:\.\d+)+)`;

/** The rubric version a skill declares: workflow.yaml or SKILL.md `rubric_version`, else its template's metadata. */
function rubricVersion(declared: [string, string | null][], template: string): { version: string | null; source: string } {
  for (const [file, text] of declared) {
    if (text === null) continue;
    const m = new RegExp(String.raw`^rubric_version:\s*(["']?)${VERSION}\1\s*(?:#.*)?$`, 'm').exec(text);
    if (m) return { version: m[2]!, source: `${file} rubric_version` };
  }
  // TEA up to 1.27 names its rubric in the template's metadata: **Workflow**: testarch-test-review v4.0
  const meta =
    new RegExp(String.raw`^\*\*Workflow\*\*:\s*testarch-test-review\s+v${VERSION}\s*$`, 'm').exec(template) ??
    new RegExp(String.raw`rubric[ _-]?version\**\s*[:|]\s*\**\s*["'\`]?v?${VERSION}`, 'i').exec(template);
  if (meta) return { version: meta[1]!, source: 'report template metadata' };
  return { version: null, source: 'unavailable: the skill declares no rubric_version' };
}

/** The project's vendored TEA skill: the first found, or a refusal naming where it looked (`name` spells the options as the caller does). */
export function projectSkillRoot(projectRoot: string, name: OptionName): string {
  const found = PROJECT_SKILL_PATHS.find((p) => existsSync(join(projectRoot, p, 'SKILL.md')));
  if (!found)
    throw new ProofgateError(
      `${name('project-skill')}: no vendored skill (SKILL.md) at ${PROJECT_SKILL_PATHS.join(', ')}; vendor it, give ${name('skill-root')}, or drop ${name('project-skill')}`,
      TEST_REVIEW_EXIT.environment,
    );
  return found;
}

/** A skill other than the packaged one: its folder and the option that chose it, as the caller wrote it. */
export interface SkillChoice {
  root: string;
  option: string;
}

/**
 * Where the skill is, checked without reading any of its files: row 236's guard runs on this before a
 * byte of a skill the change may have edited is read (hazard 679).
 */
export function skillPlace(chosen?: SkillChoice, projectRoot = process.cwd()): SkillPlace {
  const packaged = chosen === undefined;
  const root = packaged ? assetPath(...PACKAGED_SKILL) : resolve(projectRoot, chosen.root);
  const flag = packaged ? 'the packaged skill' : `${chosen.option} ${chosen.root}`;
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new ProofgateError(`${flag}: ${root} is not a directory (name a skill folder that holds SKILL.md)`, TEST_REVIEW_EXIT.environment);
  // lstat: a SKILL.md that is a link or no file is refused by name when it is read, not taken as absent.
  if (!lstatSync(join(root, 'SKILL.md'), { throwIfNoEntry: false }))
    throw new ProofgateError(`${flag}: ${root} has no SKILL.md (name the skill folder itself)`, TEST_REVIEW_EXIT.environment);
  return { root: realpathSync(root), packaged, flag, option: packaged ? null : chosen.option };
}

/** The skill at `place` (the packaged one when none is given), every file of it read as skillFile reads. */
export async function loadSkill(place: SkillPlace = skillPlace()): Promise<Skill> {
  const { root, flag, option } = place;
  // A missing registry would silently drop every row check, so it is fatal.
  const registryFile = await firstFile(place, ['criteria-registry.md', join('steps-c', 'criteria-registry.md')]);
  if (!registryFile)
    throw new ProofgateError(
      `${flag}: no criteria-registry.md (at the skill root or under steps-c/); the row severities cannot be checked without it`,
      TEST_REVIEW_EXIT.environment,
    );
  const registryPath = registryFile.path;
  const registry = parseRegistry(registryFile.text);
  if (registry.size === 0)
    throw new ProofgateError(
      `${flag}: ${registryPath} has no rows in the form | C1 | criterion | fires when | CRITICAL | gate |`,
      TEST_REVIEW_EXIT.environment,
    );
  const declared: [string, string | null][] = [];
  for (const file of ['workflow.yaml', 'SKILL.md']) declared.push([file, await skillFile(place, file)]);
  const template = await firstFile(place, ['report-template.md', 'test-review-template.md']);
  const { version, source } = rubricVersion(declared, template?.text ?? '');
  const rubric = version !== null ? SCORED_RUBRICS[version] : undefined;
  if (!rubric)
    throw new ProofgateError(
      `${flag}: ${root} declares rubric ${version ?? 'none'}, and proofgate scores rubric ${Object.keys(SCORED_RUBRICS).join(', ')}; upgrade the skill (rubric_version in workflow.yaml), or drop ${option ?? 'it'} to review with the packaged rubric`,
      TEST_REVIEW_EXIT.environment,
    );
  return {
    ...place,
    registryPath,
    registry,
    rubricVersion: version,
    rubricSource: source,
    bonusMax: rubric.bonusMax,
    templatePath: template?.path ?? null,
  };
}
