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

const BINARY_WHY = 'binary: not UTF-8 text, over 16 MiB, a Git LFS pointer or re-encoded on checkout, so no agent can review what runs';
const SECRET_WHY = 'code or config under a secret-looking name: its content is never shown to an agent';
const SUBMODULE_WHY = 'a submodule: the commit it points to is code of another repository, never shown to an agent';
const CONFIG_GONE_WHY = "deletes, renames or replaces with a link the review's own configuration, which every later review reads";

/** What the parts after `.env` of a dotenv file's name say: the environment it is for, or its role. */
const DOTENV_WORDS = new Set(
  (
    'local development dev production prod staging stage test testing ci example examples sample template tmpl default defaults ' +
    'dist vault keys docker compose qa uat preview preprod sandbox demo e2e integration perf live beta alpha canary override ' +
    'shared public private secret secrets backup bak orig old'
  ).split(' '),
);

/**
 * Dotenv files, keys, certificates and the tools' rc files: data, whatever reads it. Not so
 * `credentials*` names, `.envrc` (a shell script direnv runs), `.npmrc` (npm runs what it says:
 * `node-options`, `script-shell`, another registry), or a `.env…` name whose parts after `.env` do
 * not all name an environment (`.env.pl` is a Perl script, `.environment.js` JavaScript): a name
 * is the pull request's to choose, so any part that is not a known environment asks a person.
 */
function isPlainSecret(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  if (!isSecretName(path) || name.startsWith('credentials') || name === '.envrc' || name === '.npmrc') return false;
  if (!name.startsWith('.env')) return true;
  const [empty, env, ...parts] = name.split('.');
  return empty === '' && env === 'env' && parts.every((p) => DOTENV_WORDS.has(p));
}

/** Folders whose files a CI system, an editor or git hooks run: a secret name there still runs. */
const RUNS_HERE = /^\.(github|gitea|forgejo|gitlab|circleci|buildkite|husky|devcontainer|vscode)\//i;

/**
 * Changed files that could be code no agent reads: binary content (one odd byte
 * is enough to make code "binary"), a secret exclusion that is not a plain secret
 * file under its own name (a file in `secrets/`, one renamed from a key or from a
 * reviewed file, a link to a secret, a `credentials*` file, `.envrc`, `.npmrc`, a
 * secret name with a code extension such as `.env.js`, a `.env…` name that names no environment
 * (`.env.pl`), anything in a folder whose
 * files run such as `.github/`), a submodule the change adds or moves (selected,
 * but what it points to is not in this repository), and the review's own
 * configuration removed. The gate is not clean until a person acknowledges each.
 */
export function needsPerson(scope: Pick<ReviewScope, 'excluded' | 'files' | 'config'>): Unreviewed[] {
  const config = new Set(scope.config ?? []);
  // The configuration deleted, renamed, or no longer a file: every later review would lose it.
  const gone = (f: { path: string; from?: string; status?: string }) =>
    config.has(f.path) && (f.from !== undefined || f.status === 'type-changed');
  const excluded = scope.excluded.flatMap((e) => {
    if (e.reason === 'binary') return [{ path: e.path, why: BINARY_WHY }];
    if (config.has(e.path) && (e.reason === 'deleted' || e.from !== undefined)) return [{ path: e.path, why: CONFIG_GONE_WHY }];
    const hidden =
      !isPlainSecret(e.path) || isCodeName(e.path) || RUNS_HERE.test(e.path) || (e.from !== undefined && !isSecretPath(e.from));
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
export function isReviewConfig(path: string, ruleSet: RuleSet): boolean {
  return REVIEW_CONFIG_FILES.includes(path) || ruleSet.rules.some((r) => r.docPath === path);
}

export const CONFIG_EDIT_NOTE = "this change edits the review's own configuration; it applies after merge";
