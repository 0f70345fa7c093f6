import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { assetPath } from '../text/assets.js';
import { ProofgateError } from '../text/errors.js';
import type { Registry, Severity } from './report.js';

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
  templatePath: string | null;
}

export const PACKAGED_SKILL = ['skills', 'test-review'];

// `| C1 | criterion | fires when | CRITICAL | gate |`: the two free-text cells never hold a bare pipe.
const ROW = /^\|\s*([CHML]\d+)\s*\|[^|\n]*\|[^|\n]*\|\s*(CRITICAL|HIGH|MEDIUM|LOW)\s*\|/gm;

export function parseRegistry(text: string): Registry {
  const rows: Registry = new Map();
  for (const m of text.matchAll(ROW)) {
    const severity = (m[2]![0] + m[2]!.slice(1).toLowerCase()) as Severity;
    if (rows.has(m[1]!)) throw new ProofgateError(`criteria registry defines row ${m[1]} twice: each row id must be unique`, 2);
    rows.set(m[1]!, severity);
  }
  return rows;
}

function firstExisting(root: string, candidates: string[]): string | null {
  for (const c of candidates) if (existsSync(join(root, c))) return join(root, c);
  return null;
}

function rubricVersion(root: string): { version: string | null; source: string } {
  for (const file of ['SKILL.md', 'workflow.yaml']) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    const m = /^rubric_version:\s*["']?([\w.-]+)["']?\s*$/m.exec(readFileSync(path, 'utf8'));
    if (m) return { version: m[1]!, source: `${file} rubric_version` };
  }
  const template = firstExisting(root, ['report-template.md', 'test-review-template.md']);
  const meta = template ? /rubric[ _-]?version\**\s*[:|]\s*\**\s*["'`]?v?([\d.]+)/i.exec(readFileSync(template, 'utf8')) : null;
  if (meta) return { version: meta[1]!, source: 'report template metadata' };
  return { version: null, source: 'unavailable: the skill declares no rubric_version' };
}

export function loadSkill(skillRoot?: string, projectRoot = process.cwd()): Skill {
  const packaged = skillRoot === undefined;
  const root = packaged ? assetPath(...PACKAGED_SKILL) : resolve(projectRoot, skillRoot);
  const flag = packaged ? 'the packaged skill' : `--skill-root ${skillRoot}`;
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new ProofgateError(`${flag}: ${root} is not a directory (name a skill folder that holds SKILL.md)`, 2);
  if (!existsSync(join(root, 'SKILL.md'))) throw new ProofgateError(`${flag}: ${root} has no SKILL.md (name the skill folder itself)`, 2);
  // A missing registry would silently drop every row check, so it is fatal.
  const registryPath = firstExisting(root, ['criteria-registry.md', join('steps-c', 'criteria-registry.md')]);
  if (!registryPath)
    throw new ProofgateError(
      `${flag}: no criteria-registry.md (at the skill root or under steps-c/); the row severities cannot be checked without it`,
      2,
    );
  const registry = parseRegistry(readFileSync(registryPath, 'utf8'));
  if (registry.size === 0)
    throw new ProofgateError(`${flag}: ${registryPath} has no rows in the form | C1 | criterion | fires when | CRITICAL | gate |`, 2);
  const { version, source } = rubricVersion(root);
  return {
    root: realpathSync(root),
    packaged,
    registryPath,
    registry,
    rubricVersion: version,
    rubricSource: source,
    templatePath: firstExisting(root, ['report-template.md', 'test-review-template.md']),
  };
}
