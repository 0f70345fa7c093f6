/**
 * What leaves the agent's review without leaving review: files a person must
 * look at, and edits to the review's own configuration. Both are read from a
 * scope (verified against git by the gate), so the scope and the gate say the same.
 */
import type { ReviewScope } from '../schemas/types.js';
import { BUILTIN_RULES } from './builtin-rules.js';
import { compileGlobs } from './globs.js';
import { isSecretName, isSecretPath } from './paths.js';
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

const BINARY_WHY = 'binary: not UTF-8 text, over 16 MiB or a Git LFS pointer, so no agent can review it';
const SECRET_WHY = 'code or config under a secret-looking name: its content is never shown to an agent';
const SUBMODULE_WHY = 'a submodule: the commit it points to is code of another repository, never shown to an agent';
const CONFIG_GONE_WHY = "removes the review's own configuration (deleted or renamed away): every later review loses it";

/** Dotenv files, keys, certificates and the tools' rc files: data, whatever reads it. `credentials*` names and `.envrc` (a shell script direnv runs) are not. */
function isPlainSecret(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  return isSecretName(path) && !name.startsWith('credentials') && name !== '.envrc';
}

/**
 * Changed files that could be code no agent reads: binary content (one odd byte
 * is enough to make code "binary"), a secret exclusion that is not a plain secret
 * file under its own name (a file in `secrets/`, one renamed from a key or from a
 * reviewed file, a link to a secret, a `credentials*` file, `.envrc`, a secret name
 * with a code extension such as `.env.js`, anything under `.github/`, where what a
 * file holds runs), a submodule the change adds or moves (selected, but what it
 * points to is not in this repository), and the review's own configuration removed.
 * The gate is not clean until a person acknowledges each.
 */
export function needsPerson(scope: Pick<ReviewScope, 'excluded' | 'files'>): Unreviewed[] {
  const gone = (f: { path: string; from?: string }) => f.from !== undefined && isReviewConfig(f.from) && !isReviewConfig(f.path);
  const excluded = scope.excluded.flatMap((e) => {
    if (e.reason === 'binary') return [{ path: e.path, why: BINARY_WHY }];
    if (e.reason === 'deleted' && isReviewConfig(e.path)) return [{ path: e.path, why: CONFIG_GONE_WHY }];
    if (gone(e)) return [{ path: e.path, why: CONFIG_GONE_WHY }];
    const hidden =
      !isPlainSecret(e.path) || isCodeName(e.path) || /^\.github\//i.test(e.path) || (e.from !== undefined && !isSecretPath(e.from));
    if (e.reason === 'secret' && hidden) return [{ path: e.path, why: SECRET_WHY }];
    return [];
  });
  return [
    ...excluded,
    ...scope.files.filter(gone).map((f) => ({ path: f.path, why: CONFIG_GONE_WHY })),
    ...scope.files.filter((f) => f.kind === 'submodule').map((f) => ({ path: f.path, why: SUBMODULE_WHY })),
  ];
}

/** The files that decide what is reviewed and how; read from the base, never from the change. */
const REVIEW_CONFIG_FILES: readonly string[] = [RULES_FILE, REVIEWERS_FILE, '_bmad/config.yaml'];

/** True for the rules and reviewers files, `_bmad/config.yaml`, and a document of a rule in `ruleSet` (the base's). */
export function isReviewConfig(path: string, ruleSet?: RuleSet): boolean {
  return REVIEW_CONFIG_FILES.includes(path) || (ruleSet?.rules.some((r) => r.docPath === path) ?? false);
}

/** Changed files (selected or not) that are the review's own configuration: their edit applies after merge. */
export function configEdits(scope: Pick<ReviewScope, 'files' | 'excluded'>, ruleSet?: RuleSet): string[] {
  return [...scope.files, ...scope.excluded]
    .filter((f) => isReviewConfig(f.path, ruleSet) || (f.from !== undefined && isReviewConfig(f.from, ruleSet)))
    .map((f) => f.path);
}

export const CONFIG_EDIT_NOTE = "this change edits the review's own configuration; it applies after merge";
