/**
 * What leaves the agent's review without leaving review: files a person must
 * look at, and edits to the review's own configuration. Both are read from a
 * scope (verified against git by the gate), so the scope and the gate say the same.
 */
import type { ReviewScope } from '../schemas/types.js';
import { isLockfile, isSecretName, isSecretPath } from './paths.js';
import { visible } from '../text/neutralise.js';
import { REVIEWERS_FILE, RULES_FILE } from './rules.js';
import { QUOTE_MAX_CHARS } from './quotable.js';
import { POLICY_HERE, RUNS_HERE } from './runnable.js';
import { DELETED_MAX_BYTES, DELETED_MAX_LINES } from './change.js';

export interface Unreviewed {
  path: string;
  why: string;
}

const BINARY_WHY =
  'binary: not UTF-8 text, over 16 MiB, a Git LFS pointer or checked out as other bytes (an encoding, CRLF, ident), so no agent can review what runs';
const SECRET_WHY = 'code or config under a secret-looking name: its content is never shown to an agent';
/** A file of a plain name the scope made a secret by what it holds (a copy, a line or a credential value of one). */
const SECRET_CONTENT_WHY =
  "a file that holds a secret's content (a copy of one, one of its lines or a credential value): never shown to an agent";
const LINK_OUT_WHY =
  "a symbolic link that leads where no review reads: out of the repository, to the checkout's own folder or into a submodule, to a path the head tree does not hold, or to a file the review leaves out (by its name: built or vendored, a pattern; or a change it does not select) or the checkout writes otherwise than git holds it (a Git LFS pointer, an encoding), or to a folder that holds any of these or a secret: an agent is shown only where it points, and what it leads to was never reviewed";
const SUBMODULE_WHY = 'a submodule: the commit it points to is code of another repository, never shown to an agent';
const ATTRIBUTES_WHY =
  'changes how git checks files out (filters, encodings, line ends) for files this review may not show: what runs can differ from what was reviewed';
const GITMODULES_WHY =
  "changes where a submodule's code comes from (a url, branch or path in `.gitmodules`): a checkout fetches the pinned commit from there, and `git submodule update --remote` or the next bump takes whatever that host's branch holds; no agent sees that code";
const CONFIG_GONE_WHY = "deletes, renames or replaces with a link the review's own configuration, which every later review reads";
const RUNS_WHY =
  'a file CI, an editor or git hooks run (or in a folder whose files they run), left out of review by its name (`dist`, `build`, `vendor`, minified), by a pattern, or deleted: no agent reads what runs or stops running';
const POLICY_WHY =
  'a file the forge reads as repository policy (`CODEOWNERS` at the root, in `docs/` or `.github/`: the code owners a branch rule makes review a pull request), deleted, renamed from or to, a link (added, retargeted or replacing a file: an agent is shown only where it points) or left out of review by a pattern: what the forge enforces changes with no line for an agent to read';
const shadowWhy = (held: string) =>
  `a file the forge reads as repository policy (\`CODEOWNERS\`), added where the forge looks before the base's ${visible(held)}: it takes that file's place, so the code owners a branch rule enforces change with no line of the old file shown to an agent`;
const MOVED_WHY =
  'renamed from or to a file CI, an editor or git hooks run (or a folder whose files they run), a file an action or a command names as code to run, or a lockfile: what ran stops running or something starts to, or installs resolve otherwise, and a rename shows an agent no changed line';
const actionWhy = (by: string) =>
  `named as code to run by ${visible(by)} (an action's \`runs\` or metadata, or a command an action or a CI file runs), and left out of review by its name or deleted: no agent reads what runs or stops running`;
const BUILT_WHY =
  "built or vendored code (`dist`, `build`, `vendor`, `node_modules`, minified), left out of review by its name: a name is the pull request's to choose, and what such a file holds can run in CI, in production or in a consumer (an include pattern selects it for an agent)";
const longWhy = (lines: number) =>
  `holds ${lines} changed line${lines === 1 ? '' : 's'} longer than a finding may quote (${QUOTE_MAX_CHARS.toLocaleString('en-US')} characters, whitespace normalised): no finding can be anchored there, so an agent's "no findings" says nothing of ${lines === 1 ? 'it' : 'them'}`;
const triggeredWhy = (reviewers: readonly string[]) =>
  `removed (deleted, or renamed away) where a reviewer's trigger matches (${reviewers.join(', ')}), in a change that selects no file: no reviewer runs, and removing a guard changes the code it guarded as editing it does`;
const UNREAD_WHY = `deleted, past what a reviewer is shown of the deleted files (${DELETED_MAX_LINES} removed lines or ${DELETED_MAX_BYTES / 1024} KiB in all, code first): the agent was given its name only, so no agent read what it held or what its removal breaks`;
const LOCKFILE_WHY =
  'a lockfile: it decides which packages every install fetches, and from where; no agent reviews it (an include pattern would select it)';

/** Why a file left out of review (deleted, by its name or a pattern) still needs a person: policy a forge enforces, or what runs. */
const stopsWhy = (path: string): string | undefined => (POLICY_HERE.test(path) ? POLICY_WHY : RUNS_HERE.test(path) ? RUNS_WHY : undefined);

/** A selected file the change moved, or made another kind (a link, a submodule): its old path no longer holds it. */
const replaced = (f: { from?: string; status?: string }) => f.from !== undefined || f.status === 'type-changed';

/** A policy file moved away or into place, made another kind, or a link (added or retargeted): no line for an agent shows what the forge then reads. */
const policyUnseen = (f: { path: string; from?: string; status?: string; kind?: string }) =>
  (replaced(f) || f.kind === 'symlink') && [f.from, f.path].some((p) => p !== undefined && POLICY_HERE.test(p));

/**
 * A secret the change may commit with no person looking: a dotenv file named `.env`, as the
 * review's own transcript excludes one. Any other secret-named file can be code: a key that is
 * JavaScript (`node --require ./deploy.pem`), `staging.env` sourced by a script (`. config/*.env`),
 * `.env.pl`, `credentials*`, `.envrc` (a shell script direnv runs), `.npmrc` (npm runs its
 * `node-options`); a name is the pull request's to choose, so a person looks at each.
 */
function isPlainSecret(path: string): boolean {
  return isSecretName(path) && path.slice(path.lastIndexOf('/') + 1) === '.env';
}

/**
 * Changed files that could be code no agent reads: binary content (one odd byte
 * is enough to make code "binary"), every secret exclusion but a plain `.env` under its own name
 * (a key, a file in `secrets/`, `staging.env`, `.env.local`, a `credentials*` file, `.envrc`,
 * `.npmrc`, one renamed from a reviewed file, a link to a secret, anything in a folder whose files
 * run such as `.github/`), every file its name leaves out as built or vendored (`dist/`, `build/`,
 * `vendor/`, minified, a lockfile), a deletion in such a folder or of a file a GitHub Action of the
 * repository names as code to run (or a plain `.env` one names), a `CODEOWNERS` where a forge reads
 * it that the change deletes, moves, makes or retargets as a link, leaves out by a pattern or adds
 * where a forge reads it before the base's (`replacesPolicy`), a submodule the change adds or moves (selected or left
 * out by a name or a pattern: what it points to is not in this repository), the review's own configuration removed, a `.gitattributes` changed
 * (it decides what a checkout writes for files the change may not even touch) or the root
 * `.gitmodules` (where a submodule's code comes from), a path removed where a reviewer's trigger
 * matches in a change that selects no file (`excluded[].reviewers`: no reviewer runs), and a selected file
 * whose change adds a line too long to quote (reviewed, but no finding can anchor there), and each
 * removed file past the deleted files' budget (`unread`: deletedDiff's, derived from the sealed
 * scope, so the gate and the prompt agree on it). The gate is not clean until a person acknowledges each.
 */
export function needsPerson(scope: Pick<ReviewScope, 'excluded' | 'files' | 'config'>, unread: readonly string[] = []): Unreviewed[] {
  const config = new Set(scope.config ?? []);
  // The configuration deleted, renamed, or no longer a file: every later review would lose it.
  const gone = (f: { path: string; from?: string; status?: string }) => config.has(f.path) && replaced(f);
  const excluded = scope.excluded.flatMap((e) => {
    if (e.reason === 'binary') return [{ path: e.path, why: BINARY_WHY }];
    if (config.has(e.path) && (e.reason === 'deleted' || e.from !== undefined)) return [{ path: e.path, why: CONFIG_GONE_WHY }];
    // A `.env` that is a link is no dotenv file: where it leads (a folder, a file outside the checkout) is never shown.
    const hidden =
      !isPlainSecret(e.path) ||
      e.link === true ||
      e.unpaired === true ||
      RUNS_HERE.test(e.path) ||
      (e.from !== undefined && !isSecretPath(e.from));
    if (e.reason === 'secret' && hidden) {
      const byContent = !isSecretPath(e.path) && e.from === undefined && e.link !== true;
      return [{ path: e.path, why: byContent ? SECRET_CONTENT_WHY : SECRET_WHY }];
    }
    // Another repository's commit, whatever left its path out of an agent's review.
    if (e.submodule === true) return [{ path: e.path, why: SUBMODULE_WHY }];
    // Left out by a name the pull request chooses: code that runs, or decides what installs, is still code.
    const built = e.reason === 'generated-or-vendored';
    // A pattern the caller chose leaves code out of an agent's review, never out of a person's sight when it runs.
    const patterned = e.reason === 'excluded-by-pattern' || e.reason === 'not-included';
    const stops = stopsWhy(e.path);
    if ((built || patterned || e.reason === 'deleted') && stops !== undefined) return [{ path: e.path, why: stops }];
    if (e.runBy !== undefined) return [{ path: e.path, why: actionWhy(e.runBy) }];
    if ((built || e.reason === 'deleted') && isLockfile(e.path)) return [{ path: e.path, why: LOCKFILE_WHY }];
    if (built) return [{ path: e.path, why: BUILT_WHY }];
    return [];
  });
  return onePerPath([
    ...excluded,
    // No reviewer ran on it (scope.files is empty): the reviewers its removal triggers are owed to a person.
    ...scope.excluded.flatMap((e) => (e.reviewers !== undefined ? [{ path: e.path, why: triggeredWhy(e.reviewers) }] : [])),
    // Whatever excluded it (deleted, not included, a pattern): it still decides every checkout.
    ...scope.excluded.flatMap((e) => (e.reason === 'secret' ? [] : checkoutFile(e.path, e.path))),
    ...scope.files.flatMap((f) => [...checkoutFile(f.path, f.path), ...(f.from !== undefined ? checkoutFile(f.from, f.path) : [])]),
    ...scope.files.filter(gone).map((f) => ({ path: f.path, why: CONFIG_GONE_WHY })),
    // A rename shows no changed line: a policy file moved away (or into place) changes what the forge enforces unseen.
    ...scope.files.filter(policyUnseen).map((f) => ({ path: f.path, why: POLICY_WHY })),
    // The base's policy file, unchanged, stops applying: the agent sees only the new one.
    ...scope.files.flatMap((f) => (f.replacesPolicy !== undefined ? [{ path: f.path, why: shadowWhy(f.replacesPolicy) }] : [])),
    ...scope.files
      .filter(
        (f) =>
          f.from !== undefined && !gone(f) && (f.runBy !== undefined || [f.from, f.path].some((p) => RUNS_HERE.test(p) || isLockfile(p))),
      )
      .map((f) => ({ path: f.path, why: MOVED_WHY })),
    ...scope.files.filter((f) => f.kind === 'submodule').map((f) => ({ path: f.path, why: SUBMODULE_WHY })),
    ...scope.files.filter((f) => f.unreviewedTarget === true).map((f) => ({ path: f.path, why: LINK_OUT_WHY })),
    ...scope.files.flatMap((f) => (f.longLines !== undefined ? [{ path: f.path, why: longWhy(f.longLines) }] : [])),
    ...unread.map((path) => ({ path, why: UNREAD_WHY })),
  ]);
}

/**
 * Git's own files that decide what a checkout holds, whatever the change does to them (edits,
 * deletes, renames, leaves out by a pattern): a `.gitattributes` in any folder, and the root
 * `.gitmodules` (the only one git reads), whose edit moves a submodule with no gitlink changing.
 */
function checkoutFile(name: string, path: string): Unreviewed[] {
  if (name.slice(name.lastIndexOf('/') + 1) === '.gitattributes') return [{ path, why: ATTRIBUTES_WHY }];
  if (name === '.gitmodules') return [{ path, why: GITMODULES_WHY }];
  return [];
}

/** One entry a file, every reason it needs a person in it (a configuration file made a link that leads out is both). */
function onePerPath(list: Unreviewed[]): Unreviewed[] {
  const byPath = new Map<string, Unreviewed>();
  for (const u of list) {
    const seen = byPath.get(u.path);
    if (!seen) byPath.set(u.path, u);
    else if (!seen.why.split('; ').includes(u.why)) seen.why = `${seen.why}; ${u.why}`;
  }
  return [...byPath.values()];
}

/** The files that decide what is reviewed and how; read from the base, never from the change. */
const REVIEW_CONFIG_FILES: readonly string[] = [RULES_FILE, REVIEWERS_FILE, '_bmad/config.yaml'];

/**
 * True for the rules and reviewers files, `_bmad/config.yaml`, and a document their reader opened at
 * the base (`ProjectFiles.opened`: a rule's or a project reviewer's, as git names it).
 */
export function isReviewConfig(path: string, docs: ReadonlySet<string>): boolean {
  return REVIEW_CONFIG_FILES.includes(path) || docs.has(path);
}

export const CONFIG_EDIT_NOTE = "this change edits the review's own configuration; it applies after merge";
