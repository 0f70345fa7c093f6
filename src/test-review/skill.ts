import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { assetPath } from '../text/assets.js';
import { ProofgateError } from '../text/errors.js';
import type { OptionName } from '../text/options.js';
import type { Registry, Severity } from './report.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';

/**
 * A review skill: a folder with SKILL.md, a criteria registry (the table that
 * fixes each row's severity) and, optionally, a report template. proofgate
 * ships its own; --skill-root names another with a registry in the same shape.
 */
export interface Skill {
  root: string;
  packaged: boolean;
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

function firstExisting(root: string, candidates: string[]): string | null {
  for (const c of candidates) if (existsSync(join(root, c))) return join(root, c);
  return null;
}

const VERSION = String.raw`(\d+(?:\.\d+)+)`;

/** The rubric version a skill declares: workflow.yaml or SKILL.md `rubric_version`, else its template's metadata. */
function rubricVersion(root: string): { version: string | null; source: string } {
  for (const file of ['workflow.yaml', 'SKILL.md']) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    const m = new RegExp(String.raw`^rubric_version:\s*(["']?)${VERSION}\1\s*(?:#.*)?$`, 'm').exec(readFileSync(path, 'utf8'));
    if (m) return { version: m[2]!, source: `${file} rubric_version` };
  }
  const template = firstExisting(root, ['report-template.md', 'test-review-template.md']);
  const text = template ? readFileSync(template, 'utf8') : '';
  // TEA up to 1.27 names its rubric in the template's metadata: **Workflow**: testarch-test-review v4.0
  const meta =
    new RegExp(String.raw`^\*\*Workflow\*\*:\s*testarch-test-review\s+v${VERSION}\s*$`, 'm').exec(text) ??
    new RegExp(String.raw`rubric[ _-]?version\**\s*[:|]\s*\**\s*["'\`]?v?${VERSION}`, 'i').exec(text);
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

export function loadSkill(chosen?: SkillChoice, projectRoot = process.cwd()): Skill {
  const packaged = chosen === undefined;
  const root = packaged ? assetPath(...PACKAGED_SKILL) : resolve(projectRoot, chosen.root);
  const flag = packaged ? 'the packaged skill' : `${chosen.option} ${chosen.root}`;
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new ProofgateError(`${flag}: ${root} is not a directory (name a skill folder that holds SKILL.md)`, TEST_REVIEW_EXIT.environment);
  if (!existsSync(join(root, 'SKILL.md')))
    throw new ProofgateError(`${flag}: ${root} has no SKILL.md (name the skill folder itself)`, TEST_REVIEW_EXIT.environment);
  // A missing registry would silently drop every row check, so it is fatal.
  const registryPath = firstExisting(root, ['criteria-registry.md', join('steps-c', 'criteria-registry.md')]);
  if (!registryPath)
    throw new ProofgateError(
      `${flag}: no criteria-registry.md (at the skill root or under steps-c/); the row severities cannot be checked without it`,
      TEST_REVIEW_EXIT.environment,
    );
  const registry = parseRegistry(readFileSync(registryPath, 'utf8'));
  if (registry.size === 0)
    throw new ProofgateError(
      `${flag}: ${registryPath} has no rows in the form | C1 | criterion | fires when | CRITICAL | gate |`,
      TEST_REVIEW_EXIT.environment,
    );
  const { version, source } = rubricVersion(root);
  const rubric = version !== null ? SCORED_RUBRICS[version] : undefined;
  if (!rubric)
    throw new ProofgateError(
      `${flag}: ${root} declares rubric ${version ?? 'none'}, and proofgate scores rubric ${Object.keys(SCORED_RUBRICS).join(', ')}; upgrade the skill (rubric_version in workflow.yaml), or drop ${packaged ? 'it' : chosen.option} to review with the packaged rubric`,
      TEST_REVIEW_EXIT.environment,
    );
  return {
    root: realpathSync(root),
    packaged,
    registryPath,
    registry,
    rubricVersion: version,
    rubricSource: source,
    bonusMax: rubric.bonusMax,
    templatePath: firstExisting(root, ['report-template.md', 'test-review-template.md']),
  };
}
