/**
 * What leaves the agent's review without leaving review: files a person must
 * look at, and edits to the review's own configuration. Both are read from a
 * scope (verified against git by the gate), so the scope and the gate say the same.
 */
import type { ReviewScope } from '../schemas/types.js';
import { BUILTIN_RULES } from './builtin-rules.js';
import { compileGlobs } from './globs.js';
import { isSecretName } from './paths.js';
import { RULES_FILE, type RuleSet } from './rules.js';
import { REVIEWERS_FILE } from './reviewers.js';

export interface Unreviewed {
  path: string;
  why: string;
}

/** A name a built-in code rule applies to (JavaScript, TypeScript, Python, shell…): `general` matches everything, so it is left out. */
const isCodeName = compileGlobs(
  BUILTIN_RULES.filter((r) => r.group === 'code' && r.id !== 'general').flatMap((r) => r.globs),
  'code rules',
  { braces: true },
);

const BINARY_WHY = 'binary: not UTF-8 text, so no agent can review it';
const SECRET_WHY = 'code or config under a secret-looking name: its content is never shown to an agent';

const SUBMODULE_WHY = 'a submodule: the commit it points to is code of another repository, never shown to an agent';

/**
 * Changed files that could be code no agent reads: binary content (one odd byte
 * is enough to make code "binary"), a secret exclusion that does not come from a
 * plain secret file's own name (a file in `secrets/`, one renamed from a key, a
 * link to a secret, or a secret name with a code extension such as `.env.js`),
 * and a submodule the change adds or moves (selected, but what it points to is
 * not in this repository). The gate is not clean until a person acknowledges each.
 */
export function needsPerson(scope: Pick<ReviewScope, 'excluded' | 'files'>): Unreviewed[] {
  const excluded = scope.excluded.flatMap((e) => {
    if (e.reason === 'binary') return [{ path: e.path, why: BINARY_WHY }];
    if (e.reason === 'secret' && (!isSecretName(e.path) || isCodeName(e.path))) return [{ path: e.path, why: SECRET_WHY }];
    return [];
  });
  return [...excluded, ...scope.files.filter((f) => f.kind === 'submodule').map((f) => ({ path: f.path, why: SUBMODULE_WHY }))];
}

/** The files that decide what is reviewed and how; read from the base, never from the change. */
const REVIEW_CONFIG_FILES: readonly string[] = [RULES_FILE, REVIEWERS_FILE, '_bmad/config.yaml'];

/** True for the rules and reviewers files, `_bmad/config.yaml`, and a document of a rule in `ruleSet` (the base's). */
export function isReviewConfig(path: string, ruleSet?: RuleSet): boolean {
  return REVIEW_CONFIG_FILES.includes(path) || (ruleSet?.rules.some((r) => r.docPath === path) ?? false);
}

/** Changed files (selected or not) that are the review's own configuration: their edit applies after merge. */
export function configEdits(scope: Pick<ReviewScope, 'files' | 'excluded'>, ruleSet?: RuleSet): string[] {
  return [...scope.files, ...scope.excluded].map((f) => f.path).filter((p) => isReviewConfig(p, ruleSet));
}

export const CONFIG_EDIT_NOTE = "this change edits the review's own configuration; it applies after merge";
