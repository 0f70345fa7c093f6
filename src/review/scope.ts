import { join, resolve } from 'node:path';
import { startedFor, type ScopeStart } from './scope-start.js';
import { type RuleSet } from './rules.js';
import { describePlan } from './units.js';
import { sealIntent, type Intent } from './intent.js';
import { renderChecklist } from './checklist.js';
import { EXCLUSION_REASONS, reviewPrefix, selectChanges } from './selection.js';
import { needsPerson, type Unreviewed } from './attention.js';
import { deletedFiles } from './change.js';
import { short } from '../text/hash.js';
import { nameList } from '../text/list.js';
import { writeFileAtomic, writeJsonAtomic } from '../text/files.js';
import { ProofgateError } from '../text/errors.js';
import type { Effort, ReviewScope } from '../schemas/types.js';
import { reviewFolder } from './folder.js';
import { REVIEW_EXIT } from './exit-codes.js';
import { withReviewLock } from './lock.js';
import { DEFAULT_REVIEW_DIR, scopeHash } from './seal.js';
import { HELD_SHOWN, hiddenAdvice, unsealable } from './tree-integrity.js';
import { unmatchedGlobsWarning } from './unmatched-globs.js';

export const SCOPE_SCHEMA = 'bmad-plus/review-scope/1';

export interface ScopeOptions {
  id: string;
  cwd: string;
  base?: string;
  head?: string;
  workspace?: boolean;
  include?: string[];
  exclude?: string[];
  /** Checked by the options module (options.ts), like the rest. */
  effort?: Effort;
  dir?: string;
  /** What the change says it does, for the spec-compliance reviewer. */
  intent?: Intent;
  /** each (default): every reviewer its own agent run; one: one run plays them all. */
  dispatch?: string;
  /** Reviewers whose definition holds a shell may run commands (each reviewer its own run only). */
  shell?: boolean;
  /** git's work on the refs, when the caller started it (startScope with the same base, head and workspace). */
  started?: ScopeStart;
}

export const DISPATCHES = ['each', 'one'] as const;

function checkDispatch(value: string): ReviewScope['dispatch'] {
  if (!(DISPATCHES as readonly string[]).includes(value))
    throw new ProofgateError(`--dispatch must be each or one, not ${JSON.stringify(value)}`);
  return value as ReviewScope['dispatch'];
}

export interface ScopeResult {
  exitCode: number;
  scope: ReviewScope;
  ruleSet: RuleSet;
  files: { scope: string; checklist: string };
  lines: string[];
  /** What the seal did not refuse but a person should hear of (a project trigger glob that matches no file), each also in lines. */
  warnings: string[];
  /** The changed files a person must look at, the removed files past the deleted files' budget among them (deletedFiles). */
  person: Unreviewed[];
}

/** The refusal of a review folder holding what a working-tree review would set aside unread (hazards 388, 593). */
function heldRefusal(dir: string | undefined, what: string, paths: readonly string[], count: number): ProofgateError {
  const shown = paths.slice(0, HELD_SHOWN);
  const more = count > shown.length ? ` and ${count - shown.length} more` : '';
  return new ProofgateError(
    `the review folder ${JSON.stringify(dir || '.')} holds ${what} (${nameList(shown)}${more}): a working-tree review sets aside only the files proofgate writes there, so new code there would reach no one; give --dir a folder of its own (the default is ${DEFAULT_REVIEW_DIR}), or move the files out of it`,
  );
}

export async function reviewScope(options: ScopeOptions): Promise<ScopeResult> {
  const id = reviewFolder.checkId(options.id);
  const effort = options.effort ?? 'medium';
  const dispatch = checkDispatch(options.dispatch ?? 'each');
  if (options.shell && dispatch === 'one')
    throw new ProofgateError('--shell needs --dispatch each: only a reviewer run on its own can be given a shell');
  const include = options.include ?? [];
  const exclude = options.exclude ?? [];
  const start = startedFor(options.cwd, options);
  const { baseRef, headRef, workspace } = start;
  const { repo, baseSha, headSha } = await start.opened;
  const dirAbs = resolve(options.cwd, options.dir ?? DEFAULT_REVIEW_DIR);
  const inRepo = reviewPrefix(repo, dirAbs);
  // git diff takes a file behind an index bit for what the index holds: its edit would be left out of
  // the seal unsaid, while the gate (which hashes such files) calls the tree dirty. Refused, with what clears the bit.
  // The same listing says whether the review folder holds the repository's files: its untracked files are set aside as proofgate's output.
  const none = { hidden: [], unresolved: [], inReviewFolder: { paths: [], count: 0 } };
  const { hidden, unresolved: conflicted, inReviewFolder: held } = workspace ? await unsealable(repo, inRepo) : none;
  // Conflict markers are no code to review, and no commit can hold the tree they are in.
  if (conflicted.length)
    throw new ProofgateError(
      `${conflicted.length} file(s) of the working tree are unresolved, left so by a merge (or a rebase, a cherry-pick): ${nameList(conflicted)}; resolve them and \`git add\` them, or abort (\`git merge --abort\`), then seal again`,
    );
  if (hidden.length)
    throw new ProofgateError(
      `${hidden.length} edited file(s) of the working tree are hidden from git, so --workspace cannot seal them: ${hiddenAdvice(hidden)}; then seal again`,
    );
  // A folder that is the repository's top or holds its code (`--dir .`, `--dir src`) would set aside new code beside it, reviewed by no one.
  if (held.count) throw heldRefusal(inRepo, 'files of the repository', held.paths, held.count);
  const { sealed, ruleSet, catalog, own } = await selectChanges({
    repo,
    baseSha,
    headSha,
    workspace,
    include,
    exclude,
    effort,
    reviewDir: dirAbs,
    writeObjects: true,
    dispatch,
    shell: options.shell === true,
    ...(options.intent ? { intent: sealIntent(options.intent) } : {}),
    diff: await start.diff,
  });
  // A file there proofgate did not write (code in a folder nobody added yet) is sealed as neither output nor change: named, refused.
  if (own.strays.length) throw heldRefusal(inRepo, 'untracked files proofgate did not write', own.strays, own.strays.length);

  const draft: Omit<ReviewScope, 'scopeSha256'> = {
    schema: SCOPE_SCHEMA,
    id,
    request: { base: baseRef, head: workspace ? 'working tree' : headRef },
    ...sealed,
  };
  const { schema, id: _id, ...rest } = draft;
  const scope: ReviewScope = { schema, id, scopeSha256: scopeHash(draft), ...rest };

  const folder = join(dirAbs, id);
  const scopeFile = join(folder, 'scope.json');
  const checklistFile = join(folder, 'checklist.md');
  // A folder sealed again may be another process's to write meanwhile (a run's agent reads its scope).
  await withReviewLock(
    { root: options.cwd, folder },
    'review scope',
    async () => {
      if (options.intent) await writeFileAtomic(options.cwd, join(folder, reviewFolder.files.intent), options.intent.text);
      await writeJsonAtomic(options.cwd, scopeFile, scope);
      await writeFileAtomic(options.cwd, checklistFile, renderChecklist(scope, ruleSet));
    },
    { create: true },
  );

  const changed = [
    ...scope.files.flatMap((f) => [f.path, ...(f.from !== undefined ? [f.from] : [])]),
    ...scope.excluded.map((e) => e.path),
  ];
  const unmatched = await unmatchedGlobsWarning(repo, headSha, changed, ruleSet, catalog);
  const warnings = unmatched ? [unmatched] : [];
  const t = scope.totals;
  const counts = EXCLUSION_REASONS.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length] as const).filter(([, n]) => n > 0);
  // The removed files past the deleted files' budget: the gate owes a person each (deletedFiles), so the seal says so first.
  const person = needsPerson(scope, (await deletedFiles(repo, scope))?.unread);
  const lines = [
    scopeFile,
    `${t.files} file(s) to review, ${t.changedLines} changed lines, ${t.units} unit(s) — scope ${short(scope.scopeSha256)}`,
    counts.length ? `excluded ${counts.map(([r, n]) => `${n} × ${r}`).join(', ')}` : 'excluded nothing',
    ...(own.setAside.length
      ? [`set aside ${own.setAside.length} file(s) proofgate wrote in the review folder: ${nameList(own.setAside)}`]
      : []),
    ...(person.length
      ? [`a person must look at ${person.length} changed file(s) no agent reviews: ${nameList(person.map((p) => p.path))}`]
      : []),
    `checklist: ${checklistFile}`,
    describePlan(scope.plan, t.units),
    'Every selected file must end in coverage.json as completed, failed or waived (with a reason).',
    ...warnings.map((w) => `warning: ${w}`),
  ];
  return { exitCode: REVIEW_EXIT.ok, scope, ruleSet, files: { scope: scopeFile, checklist: checklistFile }, lines, warnings, person };
}
