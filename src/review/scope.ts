import { createHash } from 'node:crypto';
import { readlink } from 'node:fs/promises';
import { join, relative, resolve, isAbsolute } from 'node:path';
import { posix } from 'node:path';
import { hashFiles, mergeBase, openAndResolve, readObjects, type Repo } from '../git/git.js';
import { diffChanges, inspectUntracked, type Change } from '../git/diff.js';
import { isGeneratedOrVendored, isSecretPath } from './paths.js';
import { compileGlobs } from './globs.js';
import { loadRuleSet, rulesFor, ruleSetSeal, type RuleSet } from './rules.js';
import { checkEffort, cutUnits, describePlan, makePlan } from './units.js';
import { renderChecklist } from './checklist.js';
import { loadReviewerCatalog, selectReviewers } from './reviewers.js';
import { sealIntent, type Intent } from './intent.js';
import { canonicalJson, sha256, short, sortByBytes } from '../text/hash.js';
import { writeFileAtomic, writeJsonAtomic } from '../text/files.js';
import { EXIT, ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import type { ReviewScope } from '../schemas/types.js';
import { reviewFolder } from './folder.js';

export type ExclusionReason = ReviewScope['excluded'][number]['reason'];
/** Precedence: the first reason that applies is the one recorded. */
export const EXCLUSION_REASONS: readonly ExclusionReason[] = [
  'secret',
  'binary',
  'deleted',
  'generated-or-vendored',
  'excluded-by-pattern',
  'not-included',
];

export const SCOPE_SCHEMA = 'bmad-plus/review-scope/1';
export const DEFAULT_REVIEW_DIR = '_bmad-output/review';
export const MAX_CHANGED_FILES = 50_000;

export interface ScopeOptions {
  id: string;
  cwd: string;
  base?: string;
  head?: string;
  workspace?: boolean;
  include?: string[];
  exclude?: string[];
  effort?: string;
  dir?: string;
  /** What the change says it does, for the spec-compliance reviewer. */
  intent?: Intent;
  /** each (default): every reviewer its own agent run; one: one run plays them all. */
  dispatch?: string;
  /** Reviewers whose definition holds a shell may run commands (each reviewer its own run only). */
  shell?: boolean;
}

export const DISPATCHES = ['each', 'one'] as const;
type Dispatch = (typeof DISPATCHES)[number];

function checkDispatch(value: string): Dispatch {
  if (!(DISPATCHES as readonly string[]).includes(value))
    throw new ProofgateError(`--dispatch must be each or one, not ${JSON.stringify(value)}`);
  return value as Dispatch;
}

export interface ScopeResult {
  exitCode: number;
  scope: ReviewScope;
  ruleSet: RuleSet;
  files: { scope: string; checklist: string };
  lines: string[];
}

/** Removes the fields that are not part of the sealed identity, then hashes the rest canonically. */
export function scopeHash(scope: Omit<ReviewScope, 'scopeSha256'> & { scopeSha256?: string }): string {
  const { id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
  return sha256(canonicalJson(sealed));
}

/** Paths in the change that point into the review folder are not part of the change. */
function reviewPrefix(repo: Repo, dirAbs: string): string | undefined {
  const rel = relative(repo.root, dirAbs);
  if (rel === '') return '';
  if (rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return rel.split('\\').join('/');
}

function inFolder(path: string, prefix: string | undefined): boolean {
  if (prefix === undefined) return false;
  if (prefix === '') return true;
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** A symlink whose target names a secret path is a secret too: its target is read from git (or the link), never the file it points to. */
async function secretSymlinks(repo: Repo, changes: Change[], workspace: boolean): Promise<Set<Change>> {
  const links = changes.filter((c) => c.kind === 'symlink' && c.status !== 'deleted');
  const secret = new Set<Change>();
  const fromGit = links.filter((c) => c.blob !== '');
  const blobs = await readObjects(
    repo.root,
    fromGit.map((c) => c.blob),
  );
  for (const c of fromGit) {
    const target = blobs.get(c.blob)?.data?.toString('utf8') ?? '';
    if (isSecretPath(posix.normalize(posix.join(posix.dirname(c.path), target)))) secret.add(c);
  }
  if (workspace) {
    for (const c of links.filter((l) => l.blob === '' && !l.untracked)) {
      const target = await readlink(join(repo.root, c.path)).catch(() => '');
      if (isSecretPath(posix.normalize(posix.join(posix.dirname(c.path), target)))) secret.add(c);
    }
  }
  return secret;
}

export async function reviewScope(options: ScopeOptions): Promise<ScopeResult> {
  const id = reviewFolder.checkId(options.id);
  const effort = checkEffort(options.effort ?? 'medium');
  const dispatch = checkDispatch(options.dispatch ?? 'each');
  if (options.shell && dispatch === 'one')
    throw new ProofgateError('--shell needs --dispatch each: only a reviewer run on its own can be given a shell');
  const include = options.include ?? [];
  const exclude = options.exclude ?? [];
  const isIncluded = compileGlobs(include, '--include', { braces: false });
  const isExcluded = compileGlobs(exclude, '--exclude', { braces: false });
  const workspace = options.workspace ?? false;
  if (workspace && options.head !== undefined)
    throw new ProofgateError('--head does not go with --workspace: the head is the working tree on top of HEAD');
  const baseRef = options.base ?? (workspace ? 'HEAD' : 'HEAD~1');
  const headRef = options.head ?? 'HEAD';

  const { repo, shas } = await openAndResolve(options.cwd, [
    { ref: baseRef, what: 'base' },
    { ref: headRef, what: 'head' },
  ]);
  const [baseSha, headSha] = shas as [string, string];
  // A commit range diffs from the merge base itself (`base...head`), so git runs
  // both at once; the working tree needs the merge base first. One Promise.all,
  // so that no rejection is left unhandled while another is awaited.
  const basePromise = mergeBase(repo, baseSha, headSha);
  const [ruleSet, base, allChanges] = await Promise.all([
    loadRuleSet(repo.root),
    basePromise,
    workspace
      ? basePromise.then((mb) => diffChanges(repo, { from: mb, to: null }))
      : diffChanges(repo, { from: `${baseSha}...${headSha}`, to: null, range: true }),
  ]);

  const dirAbs = resolve(options.cwd, options.dir ?? DEFAULT_REVIEW_DIR);
  const prefix = reviewPrefix(repo, dirAbs);
  const changes = allChanges.filter((c) => !inFolder(c.path, prefix) && !(c.from !== undefined && inFolder(c.from, prefix)));
  if (changes.length > MAX_CHANGED_FILES)
    throw new ProofgateError(
      `the change has ${changes.length} files; the limit is ${MAX_CHANGED_FILES} (review it in smaller scopes with --include)`,
    );
  for (const c of changes) {
    if (c.path.includes('\ufffd')) throw new ProofgateError(`a changed path is not valid UTF-8: ${visible(c.path)} (rename it)`);
  }

  const secretLinks = await secretSymlinks(repo, changes, workspace);
  const excluded: ReviewScope['excluded'] = [];
  const kept: Change[] = [];
  for (const c of changes) {
    let reason: ExclusionReason | undefined;
    if (isSecretPath(c.path) || (c.from !== undefined && isSecretPath(c.from)) || secretLinks.has(c)) reason = 'secret';
    else {
      if (c.untracked) await inspectUntracked(repo.root, c);
      if (c.added === null || c.deleted === null) reason = 'binary';
      else if (c.status === 'deleted') reason = 'deleted';
      else if (isGeneratedOrVendored(c.path) && !isIncluded(c.path)) reason = 'generated-or-vendored';
      else if (isExcluded(c.path)) reason = 'excluded-by-pattern';
      else if (include.length > 0 && !isIncluded(c.path)) reason = 'not-included';
    }
    if (reason) excluded.push({ path: c.path, reason });
    else kept.push(c);
  }

  // In the working tree, seal the content itself: hash each kept file into the object store.
  const unhashed = kept.filter((c) => c.blob === '');
  const regular = unhashed.filter((c) => c.kind === 'file');
  const oids = await hashFiles(
    repo.root,
    regular.map((c) => c.path),
  );
  regular.forEach((c, i) => (c.blob = oids[i]!));
  for (const c of unhashed.filter((u) => u.kind !== 'file')) {
    const target = Buffer.from(await readlink(join(repo.root, c.path)));
    c.blob = createHash('sha1').update(`blob ${target.length}\0`).update(target).digest('hex');
  }

  const sortedKept = sortByBytes(kept, (c) => c.path);
  const sortedExcluded = sortByBytes(excluded, (e) => e.path);
  const units = cutUnits(sortedKept.map((c) => ({ path: c.path, lines: (c.added ?? 0) + (c.deleted ?? 0) })));
  const unitOf = new Map(units.flatMap((u) => u.files.map((f) => [f, u.id] as const)));
  const changedLines = units.reduce((n, u) => n + u.changedLines, 0);
  const plan = makePlan(effort, changedLines, units.length);

  const files: ReviewScope['files'] = sortedKept.map((c) => ({
    path: c.path,
    ...(c.from !== undefined ? { from: c.from } : {}),
    status: c.status as ReviewScope['files'][number]['status'],
    kind: c.kind,
    blob: c.blob,
    added: c.added ?? 0,
    deleted: c.deleted ?? 0,
    unit: unitOf.get(c.path)!,
    rules: rulesFor(ruleSet, c.path).map((r) => r.id),
  }));

  const catalog = await loadReviewerCatalog(
    repo.root,
    ruleSet.rules.map((r) => r.id),
  );
  const reviewers = selectReviewers(catalog, { effort, files, changedLines, intent: options.intent !== undefined, shell: options.shell });

  const draft: Omit<ReviewScope, 'scopeSha256'> = {
    schema: SCOPE_SCHEMA,
    id,
    request: { base: baseRef, head: workspace ? 'working tree' : headRef },
    refs: { baseSha, headSha, mergeBase: base, workspace },
    effort,
    patterns: { include, exclude },
    ruleSet: ruleSetSeal(ruleSet),
    plan,
    totals: { files: files.length, changedLines, units: units.length, excluded: excluded.length },
    files,
    excluded: sortedExcluded,
    units,
    ...(options.intent ? { intent: sealIntent(options.intent) } : {}),
    dispatch,
    reviewers,
  };
  const { schema, id: _id, ...rest } = draft;
  const scope: ReviewScope = { schema, id, scopeSha256: scopeHash(draft), ...rest };

  const folder = join(dirAbs, id);
  const scopeFile = join(folder, 'scope.json');
  const checklistFile = join(folder, 'checklist.md');
  if (options.intent) await writeFileAtomic(options.cwd, join(folder, reviewFolder.files.intent), options.intent.text);
  await writeJsonAtomic(options.cwd, scopeFile, scope);
  await writeFileAtomic(options.cwd, checklistFile, renderChecklist(scope, ruleSet));

  const counts = EXCLUSION_REASONS.map((r) => [r, excluded.filter((e) => e.reason === r).length] as const).filter(([, n]) => n > 0);
  const lines = [
    scopeFile,
    `${files.length} file(s) to review, ${changedLines} changed lines, ${units.length} unit(s) — scope ${short(scope.scopeSha256)}`,
    counts.length ? `excluded ${counts.map(([r, n]) => `${n} × ${r}`).join(', ')}` : 'excluded nothing',
    `checklist: ${checklistFile}`,
    describePlan(plan, units.length),
    'Every selected file must end in coverage.json as completed, failed or waived (with a reason).',
  ];
  return { exitCode: EXIT.ok, scope, ruleSet, files: { scope: scopeFile, checklist: checklistFile }, lines };
}
