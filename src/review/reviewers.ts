import { readFileSync } from 'node:fs';
import { BUILTIN_REVIEWERS, type ReviewerDefinition } from './builtin-reviewers.js';
import { compileGlobs, type Matcher } from './globs.js';
import { checkGlobs } from './glob-check.js';
import { projectConfig, projectDoc, REVIEWERS_FILE, type ProjectFiles } from './rules.js';
import { assetPath } from '../text/assets.js';
import { sha256 } from '../text/hash.js';
import { shippedDocSha256 } from './shipped-sha256.js';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import type { Effort, ReviewReviewers, ReviewScope } from '../schemas/types.js';

export interface Reviewer extends ReviewerDefinition {
  origin: 'builtin' | 'project';
  doc: string;
  docSha256: string;
  /** One matcher per glob of its triggers, so that a reason can name the glob that matched. */
  globMatchers: { glob: string; matches: Matcher }[];
}

export interface ReviewerCatalog {
  /** "built-in", or the project file that added reviewers. */
  source: string;
  reviewers: Reviewer[];
}

export type SelectedReviewer = ReviewScope['reviewers'][number];
export type SelectionReason = SelectedReviewer['why'][number];

/** A trigger's globs match a path whatever its case: `Auth.js`, `AUTH/` and `auth.js` name one concern. */
function withMatchers(def: ReviewerDefinition, where: string): Reviewer['globMatchers'] {
  const globs = def.triggers.globs ?? [];
  // Checked as a list first, so that a refusal names the entry's own index (`globs[1]`).
  checkGlobs(globs, `${where} globs`, { braces: true });
  return globs.map((glob) => ({ glob, matches: compileGlobs([glob], `${where} globs`, { braces: true, nocase: true }) }));
}

/**
 * The reviewers a scope can dispatch: the built-ins, then the project's own from
 * `_bmad/review-reviewers.yaml` (read from the work tree, or from a scope's base commit). A project reviewer needs at least one trigger, a new id, and only
 * rules the rule set has: anything else is refused with the entry named, never ignored.
 */
export async function loadReviewerCatalog(files: ProjectFiles, ruleIds: readonly string[]): Promise<ReviewerCatalog> {
  // The shipped documents are a few small files: read at once (node:fs/promises would load
  // readline and the file watchers as the command starts).
  const reviewers: Reviewer[] = BUILTIN_REVIEWERS.map((def) => {
    const doc = readFileSync(assetPath('rules', 'reviewers', `${def.id}.md`), 'utf8');
    return {
      ...def,
      origin: 'builtin' as const,
      doc,
      docSha256: shippedDocSha256(`reviewers/${def.id}.md`),
      globMatchers: withMatchers(def, `reviewer ${def.id}`),
    };
  });
  const project = await projectConfig<ReviewReviewers>(files, REVIEWERS_FILE, 'review-reviewers');
  if (!project) return { source: 'built-in', reviewers };
  const known = new Set(ruleIds);
  await files.prefetch?.(project.reviewers.map((r) => r.doc));
  for (const [i, entry] of project.reviewers.entries()) {
    const where = `${REVIEWERS_FILE} reviewers[${i}] (${entry.id})`;
    if (reviewers.some((r) => r.id === entry.id))
      throw new ProofgateError(`${where}: the id ${JSON.stringify(entry.id)} is already taken (choose another id)`);
    if (!entry.always && !entry.globs && !entry.rules && entry.minChangedLines === undefined)
      throw new ProofgateError(`${where}: no trigger (give always, globs, rules or minChangedLines)`);
    const unknown = (entry.rules ?? []).filter((r) => !known.has(r));
    if (unknown.length)
      throw new ProofgateError(
        `${where}: no rule ${unknown.map((r) => JSON.stringify(r)).join(', ')} in the rule set (known: ${[...known].join(', ')})`,
      );
    const def: ReviewerDefinition = {
      id: entry.id,
      title: entry.title,
      context: entry.context ?? 'repository',
      shell: entry.shell ?? false,
      triggers: {
        ...(entry.always ? { floor: ['low', 'medium', 'high'] as Effort[] } : {}),
        ...(entry.globs ? { globs: entry.globs } : {}),
        ...(entry.rules ? { rules: entry.rules } : {}),
        ...(entry.minChangedLines !== undefined ? { minChangedLines: entry.minChangedLines } : {}),
      },
    };
    const doc = await projectDoc(files, entry.doc, where);
    reviewers.push({ ...def, origin: 'project', doc, docSha256: sha256(doc), globMatchers: withMatchers(def, where) });
  }
  return { source: REVIEWERS_FILE, reviewers };
}

/** What the selection looks at: the selected files with their rules, the size of the change, the effort, an intent. */
export interface ChangeFacts {
  effort: Effort;
  files: readonly { path: string; rules: readonly string[] }[];
  /**
   * The paths the change takes away (deleted files, the old names of renamed ones), with the rules
   * their paths get: moving auth code out of `auth.js`, or deleting a CSRF guard, is a change to it.
   */
  removed?: readonly { path: string; rules: readonly string[] }[];
  changedLines: number;
  intent: boolean;
  /** Reviewers whose definition holds a shell may use it (sealed with --shell, each reviewer its own run). */
  shell?: boolean;
}

/** The first selected file a test holds for, and how many do: one reason, however many files match. */
function firstMatch<T>(files: ChangeFacts['files'], test: (f: ChangeFacts['files'][number]) => T | undefined) {
  let first: { path: string; hit: T } | undefined;
  let count = 0;
  for (const f of files) {
    const hit = test(f);
    if (hit === undefined) continue;
    count++;
    first ??= { path: f.path, hit };
  }
  return first && { ...first, files: count };
}

/** The reasons paths (selected or removed) give a reviewer: a glob they match, a rule they get. */
function pathReasons(reviewer: Reviewer, paths: ChangeFacts['files']): SelectionReason[] {
  const why: SelectionReason[] = [];
  const glob = firstMatch(paths, (f) => reviewer.globMatchers.find((m) => m.matches(f.path))?.glob);
  if (glob) why.push({ trigger: 'glob', path: glob.path, glob: glob.hit, files: glob.files });
  const rule = firstMatch(paths, (f) => reviewer.triggers.rules?.find((r) => f.rules.includes(r)));
  if (rule) why.push({ trigger: 'rule', path: rule.path, rule: rule.hit, files: rule.files });
  return why;
}

/** Why one reviewer applies to the change; empty when it does not. */
export function reasonsFor(reviewer: Reviewer, change: ChangeFacts): SelectionReason[] {
  const t = reviewer.triggers;
  const why: SelectionReason[] = [];
  if (t.floor?.includes(change.effort)) why.push({ trigger: reviewer.origin === 'project' ? 'always' : 'floor', effort: change.effort });
  why.push(...pathReasons(reviewer, [...change.files, ...(change.removed ?? [])]));
  if (t.minChangedLines !== undefined && change.changedLines >= t.minChangedLines)
    why.push({ trigger: 'changed-lines', lines: change.changedLines, min: t.minChangedLines });
  if (t.intent && change.intent) why.push({ trigger: 'intent' });
  return why;
}

/**
 * The deterministic selection: floor ∪ diff-triggered ∪ project, in catalog order, each with every
 * reason it applies. The same change, effort and catalog always give the same list.
 */
export function selectReviewers(catalog: ReviewerCatalog, change: ChangeFacts): SelectedReviewer[] {
  // No selected file, nothing for a reviewer to account for: a removed path a trigger matches goes to a person (triggeredBy).
  if (change.files.length === 0) return [];
  return catalog.reviewers.flatMap((r) => {
    const why = reasonsFor(r, change);
    if (why.length === 0) return [];
    return [
      {
        id: r.id,
        title: r.title,
        origin: r.origin,
        context: r.context,
        shell: r.shell && change.shell === true,
        ...(r.pass ? { pass: r.pass } : {}),
        docSha256: r.docSha256,
        why,
      },
    ];
  });
}

/**
 * The reviewers, in catalog order, whose glob or rule these removed paths match. A change that
 * selects no file dispatches none of them (selectReviewers), yet deleting a guard changes security
 * code as editing it does: the scope marks such a path for a person.
 */
export function triggeredBy(catalog: ReviewerCatalog, removed: NonNullable<ChangeFacts['removed']>): string[] {
  return catalog.reviewers.filter((r) => pathReasons(r, removed).length > 0).map((r) => r.id);
}

/** One reason as a person reads it. */
export function describeReason(w: SelectionReason): string {
  const more = (n = 1) => (n > 1 ? ` (and ${n - 1} more file(s))` : '');
  switch (w.trigger) {
    case 'floor':
      return `the floor at ${w.effort} effort`;
    case 'always':
      return 'always (the project says so)';
    case 'glob':
      return `${shownName(w.path)} matches ${visible(w.glob)}${more(w.files)}`;
    case 'rule':
      return `${shownName(w.path)} gets rule ${w.rule}${more(w.files)}`;
    case 'changed-lines':
      return `${w.lines} changed lines, at least ${w.min}`;
    case 'intent':
      return 'an intent was given to check the change against';
  }
}
