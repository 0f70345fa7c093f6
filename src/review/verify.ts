import { dirname, isAbsolute, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { aheadBehind, checkRef, objectInfo, raw, resolveCommit, SHA, treeEntries, type Repo } from '../git/git.js';
import { describeError, ProofgateError } from '../text/errors.js';
import { canonicalJson, short, sortByBytes } from '../text/hash.js';
import { nameList, shownName } from '../text/list.js';
import { visible } from '../text/neutralise.js';
import type { ReviewScope } from '../schemas/types.js';
import type { RuleSet } from './rules.js';
import { selectChanges, type SealedScope } from './selection.js';
import { sealedOptions } from './seal.js';

/** What the repository says of a sealed scope: the seal alone only proves that scope.json agrees with itself. */
export interface RepositoryCheck {
  /** The commit the verdict answers, when one was asked for and exists here. */
  head?: string;
  /** Why the scope does not answer the repository: a moved head, a selection git no longer gives, commits not in the clone. */
  moved: string[];
  /** Files of the review folder that the head tracks in git: never evidence. */
  tracked: string[];
  /** Everything above as reasons: each keeps the gate incomplete. */
  reasons: string[];
  /** True when scope.json is exactly what git gives again for its sealed refs and options. */
  matches: boolean;
  /** The seal of the scope checked: a check answers that scope alone (see reusableCheck). */
  scopeSha256: string;
  /** The sealed commits that are not in this clone (a shallow checkout): nothing could be compared. */
  absent: string[];
  /** The rule set at the sealed base, when the scope could be derived again. */
  ruleSet?: RuleSet;
  /** The gate's own files found untracked in the working tree and left out of the derivation (see `gateFiles`). */
  setAside?: string[];
}

export interface CheckOptions {
  /** The commit (or ref) the verdict must answer: the pull request's head, or HEAD. None: no head check. */
  head?: string;
  /** The review folder (absolute): nothing tracked in it at the head is evidence. */
  folder: string;
  /** The files the gate reads or writes besides the review folder's (absolute): its test report, its documents. */
  gateFiles?: string[];
}

/**
 * The gate's own files that a working-tree scope's derivation leaves out while they are untracked (a
 * test report, the SARIF, the check document): they are no part of the change, and a gate that wrote
 * them would otherwise find its own output changed in git. Never a path the scope seals, whose
 * changes stay the gate's to compare (selectChanges sets aside untracked files alone: a tracked one is code).
 */
function setAsidePaths(repo: Repo, scope: ReviewScope, files: readonly string[]): Set<string> {
  const sealed = new Set([...scope.files.map((f) => f.path), ...scope.excluded.map((e) => e.path)]);
  const rels = files.map((f) => inRepository(repo, f)).filter((r): r is string => r !== undefined && !sealed.has(r));
  return new Set(scope.refs.workspace ? rels : []);
}

type Entry = Record<string, unknown>;

/** Each changed path with what the scope says of it, field by field. */
function entries(s: Pick<SealedScope, 'files' | 'excluded'>): Map<string, Entry> {
  const out = new Map<string, Entry>();
  for (const { path, ...f } of s.files) out.set(path, { selection: 'selected', ...f });
  for (const e of s.excluded)
    out.set(e.path, {
      selection: `excluded as ${e.reason}`,
      ...(e.runBy !== undefined ? { runBy: e.runBy } : {}),
      ...(e.link ? { link: true } : {}),
      ...(e.reviewers !== undefined ? { reviewers: e.reviewers } : {}),
    });
  return out;
}

function show(key: string, v: unknown): string {
  if (v === undefined) return 'none';
  if (key === 'blob' && typeof v === 'string') return short(v);
  if (Array.isArray(v)) return `[${v.join(', ')}]`;
  return typeof v === 'string' ? visible(v) : JSON.stringify(v);
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** Every difference between the sealed scope and the one git gives again, file by file, then the rest of the seal. */
function scopeDifferences(sealed: SealedScope, derived: SealedScope, untracked: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const a = entries(sealed);
  const b = entries(derived);
  for (const path of sortByBytes([...new Set([...a.keys(), ...b.keys()])], (p) => p)) {
    const was = a.get(path);
    const is = b.get(path);
    const p = shownName(path);
    // An untracked file is new in the working tree, not a change git records.
    if (!was)
      out.push(`${p} is ${untracked.has(path) ? 'new in the working tree (untracked)' : 'changed in git'} but missing from scope.json`);
    else if (!is) out.push(`${p} is in scope.json but not changed in git`);
    else {
      const keys = was.selection !== is.selection ? ['selection'] : [...new Set([...Object.keys(was), ...Object.keys(is)])];
      const differ = keys.filter((k) => !same(was[k], is[k]));
      if (differ.length)
        out.push(`${p}: ${differ.map((k) => `${k} ${show(k, was[k])} in scope.json, ${show(k, is[k])} in git`).join(', ')}`);
    }
  }
  if (out.length) return out;
  if (sealed.refs.mergeBase !== derived.refs.mergeBase)
    out.push(`the merge base is ${short(derived.refs.mergeBase)} in git, ${short(sealed.refs.mergeBase)} in scope.json`);
  if (!same(sealed.ruleSet, derived.ruleSet))
    out.push(
      `the rule set at the base is ${short(derived.ruleSet.sha256)} (${derived.ruleSet.source}), scope.json seals ${short(sealed.ruleSet.sha256)}`,
    );
  for (const key of ['units', 'plan', 'totals', 'reviewers'] as const)
    if (!same(sealed[key], derived[key])) out.push(`the ${key} differ from what the selection gives`);
  return out;
}

/** The folder relative to the repository in git's form, or undefined when it lies outside. */
function inRepository(repo: Repo, folder: string): string | undefined {
  const rel = relative(repo.root, folder);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return rel.split('\\').join('/');
}

/**
 * Why the gate must not write its document at `path` (absolute), if it must not: a file git tracks is
 * code (written over, the tree would be dirty, and the change no longer the one reviewed), and so is
 * a file a working-tree scope seals (untracked, but part of the change).
 */
export async function codeAt(repo: Repo, scope: ReviewScope, path: string): Promise<string | undefined> {
  const rel = inRepository(repo, path);
  if (rel === undefined) return undefined;
  const where = 'write it in the review folder or to a path git ignores';
  if (scope.files.some((f) => f.path === rel) || scope.excluded.some((e) => e.path === rel))
    return `refusing ${visible(rel)}: the scope seals it as part of the change under review: ${where}`;
  // A tracked file at that very path (a folder there is refused as a folder when written).
  if ((await raw(repo, ['--literal-pathspecs', 'ls-files', '-z', '--', rel])).split('\0').includes(rel))
    return `refusing ${visible(rel)}: git tracks it, so it is code, never the gate's to write over: ${where}`;
  return undefined;
}

/** Files tracked in `commit` under the given folders: evidence committed by a change, never by this run. */
export async function trackedEvidence(repo: Repo, commit: string, folders: string[]): Promise<string[]> {
  const rels = folders.map((f) => inRepository(repo, f)).filter((r): r is string => r !== undefined);
  return (await treeEntries(repo, commit, rels, { recursive: true })).map((e) => e.path);
}

export function trackedReason(paths: string[]): string {
  return `${paths.length} file(s) of the review are tracked in git at the head (committed by the change), so they are never evidence: ${nameList(paths)}; evidence comes from the run: take them out of the change`;
}

async function staleReason(repo: Repo, sealed: string, head: string, sealedHere: boolean): Promise<string> {
  const at = `stale: sealed at ${short(sealed)}, head is ${short(head)}`;
  if (!sealedHere) return `${at} (the sealed commit is not in this clone): seal the scope again at the head`;
  const { ahead, behind } = await aheadBehind(repo, sealed, head);
  if (behind > 0) return `${at}, which does not descend from it: seal the scope again at the head`;
  return `${at}, ${ahead} commit${ahead === 1 ? '' : 's'} later: seal the scope again at the head`;
}

/**
 * True when a parsed scope's sealed base and head are commit ids: all the
 * repository check hands to git as a revision (the patterns are checked where
 * they are compiled). The schema and the seal are checked meanwhile, and a
 * scope refused there is never judged.
 */
/** A check made earlier, when it answers the scope now read (`data`, as read from scope.json): a scope resealed meanwhile is checked again. */
export function reusableCheck(check: RepositoryCheck | undefined, data: unknown): RepositoryCheck | undefined {
  return check && check.scopeSha256 === (data as { scopeSha256?: unknown } | null)?.scopeSha256 ? check : undefined;
}

export function sealedShas(data: unknown): data is ReviewScope {
  const refs = (data as { refs?: { baseSha?: unknown; headSha?: unknown } } | null)?.refs;
  return typeof refs?.baseSha === 'string' && SHA.test(refs.baseSha) && typeof refs.headSha === 'string' && SHA.test(refs.headSha);
}

/**
 * Checks a sealed scope against the repository: the head it answers (when
 * asked), the selection derived again from git at the sealed base and head
 * with the sealed options and compared file by file, and evidence the change
 * itself committed into the review folder.
 */
export async function checkRepository(repo: Repo, scope: ReviewScope, o: CheckOptions): Promise<RepositoryCheck> {
  if (o.head !== undefined) checkRef(o.head, 'head');
  const moved: string[] = [];
  const { baseSha, headSha, workspace } = scope.refs;
  // The derivation (a whole diff) starts first and runs while the rest is looked at; if a sealed
  // commit is missing here, its failure is expected and the reason says why instead.
  const derivation = selectChanges({
    repo,
    baseSha,
    headSha,
    ...sealedOptions(scope),
    reviewDir: dirname(o.folder),
    writeObjects: false,
    setAside: setAsidePaths(repo, scope, o.gateFiles ?? []),
  }).then(
    (derived) => ({ derived }),
    (err: unknown) => ({ err }),
  );
  // One git process says which sealed commits this clone has, and which commit the head to check is.
  // It also says whether the review folder is a tree at that head: most often not, and then nothing is tracked in it.
  const asked = o.head === undefined ? [] : [`${o.head}^{commit}`];
  const rel = inRepository(repo, o.folder);
  const folderAt = rel !== undefined ? `${o.head ?? headSha}:${rel}` : undefined;
  const info = await objectInfo(repo.root, [`${baseSha}^{commit}`, `${headSha}^{commit}`, ...asked, ...(folderAt ? [folderAt] : [])]);
  const missing = [
    ['base', baseSha],
    ['head', headSha],
  ].filter(([, sha]) => !info.get(`${sha}^{commit}`));
  const headAsked = o.head === undefined ? undefined : info.get(asked[0]!)?.oid;
  const folderTracked = folderAt === undefined || info.get(folderAt) !== null;
  const trackedAt = !folderTracked
    ? undefined
    : o.head === undefined
      ? missing.some(([w]) => w === 'head')
        ? undefined
        : headSha
      : headAsked;
  // Settled at once, so that no rejection is left unhandled while the head is awaited.
  const tracked = (trackedAt === undefined ? Promise.resolve([]) : trackedEvidence(repo, trackedAt, [o.folder])).then(
    (paths) => ({ paths }),
    (err: unknown) => ({ err }),
  );

  let head: string | undefined;
  if (o.head !== undefined) {
    try {
      head = headAsked ?? (await resolveCommit(repo, o.head, 'head'));
      if (head !== headSha) moved.push(await staleReason(repo, headSha, head, !missing.some(([w]) => w === 'head')));
    } catch (err) {
      moved.push(`the head to check cannot be found: ${describeError(err)}`);
    }
  }

  let matches = false;
  let ruleSet: RuleSet | undefined;
  let setAside: string[] = [];
  const outcome = await derivation;
  if (missing.length) {
    moved.push(
      `the sealed ${missing.map(([w, sha]) => `${w} ${short(sha!)}`).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not in this clone, so the scope cannot be checked against git: check out with fetch-depth: 0`,
    );
  } else if ('err' in outcome) {
    if (!(outcome.err instanceof ProofgateError)) throw outcome.err;
    moved.push(`scope.json cannot be derived again from git: ${describeError(outcome.err)}`);
  } else {
    const { derived } = outcome;
    ruleSet = derived.ruleSet;
    setAside = derived.setAside;
    // Every sealed field, compared whole first: only a difference needs naming.
    const { schema: _schema, id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
    matches = isDeepStrictEqual(sealed, derived.sealed);
    if (!matches) {
      const differences = scopeDifferences(scope, derived.sealed, derived.untracked);
      if (!differences.length) differences.push('the sealed fields differ from what the selection gives');
      const shown = differences.slice(0, 5).join('; ');
      const more = differences.length > 5 ? `; and ${differences.length - 5} more` : '';
      moved.push(
        `scope.json does not match git at its sealed base ${short(baseSha)} and head ${short(headSha)}${workspace ? ' (working tree)' : ''}, ${differences.length} difference(s): ${shown}${more}: seal the scope again`,
      );
    }
  }
  const listed = await tracked;
  if ('err' in listed) throw listed.err;
  const trackedPaths = listed.paths;
  const reasons = [...moved, ...(trackedPaths.length ? [trackedReason(trackedPaths)] : [])];
  const absent = missing.map(([, sha]) => sha!);
  return {
    ...(head ? { head } : {}),
    moved,
    tracked: trackedPaths,
    reasons,
    matches,
    absent,
    scopeSha256: scope.scopeSha256,
    ...(ruleSet ? { ruleSet } : {}),
    ...(setAside.length ? { setAside } : {}),
  };
}
