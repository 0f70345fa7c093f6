/**
 * The code an acceptance run tested: the commit (and its tree) of the checkout the page was served
 * or built from, read from git, never from a field a pull request types. A run passes only for the
 * code being gated: a run played before a later change to the code is no evidence for it.
 */
import { lstatSync, realpathSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { freshDir } from '../text/files.js';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { short } from '../text/hash.js';
import { shownName } from '../text/list.js';
import { ProofgateError } from '../text/errors.js';
import { parseStrictJson } from '../text/json.js';
import { schemaErrors, type SchemaName } from '../schemas/validate.js';
import type { Repo } from '../git/git.js';
import type { RawSides, Side } from '../git/diff.js';
import { isBuiltPage } from './page.js';
import { RUN_MAX_BYTES } from './runs.js';
import { SPEC_MAX_BYTES, specErrors } from './spec.js';
import { TRIAGE_MAX_BYTES } from './triage.js';

export interface RunCode {
  commit: string;
  tree: string;
  /**
   * The tree with the uat folder left out: the code alone. A squash or rebase merge makes a commit
   * the run never saw, and the branch it played goes: this shows the merged code is what it tested.
   */
  outside?: string;
}

/**
 * The repository's top folder holding `cwd` (the nearest folder with a `.git`, file or folder), or
 * undefined when there is none: a project outside git has no commit to bind a run to. A `.git` that
 * git then refuses (an owner it does not trust) is an error, never "no repository".
 */
function repositoryOf(cwd: string): string | undefined {
  for (let d = resolve(cwd); ; d = dirname(d)) {
    if (lstatSync(join(d, '.git'), { throwIfNoEntry: false })) return d;
    if (d === dirname(d)) return undefined;
  }
}

/**
 * The commit and tree `ref` names in `cwd`'s repository; undefined outside any repository. Given
 * the uat folder, the tree without it too (a page built for a named commit records it).
 */
export async function codeAt(cwd: string, ref = 'HEAD', uatRoot?: string): Promise<RunCode | undefined> {
  if (!repositoryOf(cwd)) return undefined;
  const { openAndResolve, raw } = await import('../git/git.js');
  const { repo, shas } = await openAndResolve(cwd, [{ ref, what: 'tested code' }]);
  const commit = shas[0]!;
  const tree = (await raw(repo, ['rev-parse', '--verify', '--end-of-options', `${commit}^{tree}`])).trim();
  const outside = uatRoot === undefined ? undefined : await treeOutside(repo, tree, uatPathIn(repo.root, uatRoot));
  return { commit, tree, ...(outside ? { outside } : {}) };
}

/**
 * `tree` with the uat folder's records left out: its code, written by git in an index of its own (the
 * checkout's is untouched); undefined when the uat folder is the top folder. With `index`, that index
 * already holds the tree. A file at a record's path is left out only when it is a record (recordsAmong).
 */
async function treeOutside(repo: Repo, tree: string, folder: string, index?: string): Promise<string | undefined> {
  if (!folder) return undefined;
  const { runGit, scanTree } = await import('../git/git.js');
  const shaped = await scanTree(repo, tree, (e) => isUatRecord(e.path, folder));
  const records = await recordsAmong(
    repo,
    tree,
    shaped.map((e) => ({ path: e.path, from: null, to: { mode: e.mode, oid: e.oid } })),
    folder,
  );
  const tmp = index === undefined ? freshDir('index') : undefined;
  const env = { GIT_INDEX_FILE: index ?? join(tmp!, 'index') };
  try {
    if (tmp) await runGit(repo.root, ['read-tree', tree], { env });
    await runGit(repo.root, ['update-index', '--force-remove', '-z', '--stdin'], {
      env,
      stdin: [...records].map((p) => `${p}\0`).join(''),
    });
    return (await runGit(repo.root, ['write-tree'], { env })).trim();
  } finally {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }
}

/** The uat folder as a path inside the repository at `root` ('' when it is the top folder): runs and triage are written there, never code. */
function uatPathIn(root: string, uatRoot: string): string {
  return relative(realpathSync(root), realpathSync(uatRoot)).split(sep).join('/');
}

/** The code a page is served or built from, with the files it holds that no commit does. */
export interface WorkingCode extends RunCode {
  /** Paths, but the uat folder's records, whose content differs from HEAD's (staged, unstaged, untracked and not ignored). */
  uncommitted: string[];
}

/**
 * The code the checkout runs: HEAD's commit and the tree of its working files but the uat folder's records
 * (staged, unstaged and untracked files alike; ignored ones are no code git holds). With nothing
 * uncommitted the tree is HEAD's; else it is a tree no commit has, so a run records what ran and the
 * gate can tell it is no commit's code. Built in a copy of the index: the checkout's own is untouched,
 * and its stat data spares rehashing unchanged files. The uat folder's records are HEAD's, so a run saved
 * at every tick does not move the code under its own run; any other file there is code (recordsAmong). A file
 * git is told not to look at (an index bit) is refused; one git cleans to another blob (a filter, line ends) is recorded as it is.
 */
export async function workingCode(cwd: string, uatRoot: string): Promise<WorkingCode | undefined> {
  const head = await codeAt(cwd);
  if (!head) return undefined;
  const { modifiedFiles, nestedRepositories, openRepo, raw, runGit, withIndexCopy } = await import('../git/git.js');
  const { rawSides } = await import('../git/diff.js');
  const { hiddenLocally } = await import('../git/untracked.js');
  const { pathGroups } = await import('../git/argv.js');
  const { hiddenAdvice, unsealable } = await import('../review/tree-integrity.js');
  const repo = await openRepo(cwd);
  // Where the checkout has no index to copy, HEAD's tree read into a new one.
  return withIndexCopy(repo.root, async (env, copied) => {
    if (!copied) await runGit(repo.root, ['read-tree', head.commit], { env });
    const folder = uatPathIn(repo.root, uatRoot);
    // A repository of its own records as a gitlink: the commit it has checked out, never its files.
    // Outside the uat folder, one with no commit yet (git add -A refuses it), or whose files are not
    // that commit, holds code a run would not record, and the run could pass for HEAD's: refused.
    // A repository of its own is never a record: in the uat folder too it is code.
    const { empty, dirty } = await nestedRepositories(repo);
    if (empty.length)
      throw new ProofgateError(
        `${shownNames(empty)}: a repository of its own with no commit yet, whose files no tree can record (a run would pass for code it did not record); commit in it, remove it or ignore it (.gitignore), then serve or build again`,
      );
    if (dirty.length)
      throw new ProofgateError(
        `${shownNames(dirty)}: a repository of its own (a submodule, or a clone in the checkout) with changes no commit of it holds: a run records only the commit it has checked out, and would pass for code it did not record; commit them in it or discard them, then serve or build again`,
      );
    // An edit an index bit hides from git add is refused, as a working-tree review refuses it (hazard 313).
    const { hidden } = await unsealable(repo);
    if (hidden.length)
      throw new ProofgateError(
        `${hidden.length} edited file(s) of the checkout are hidden from git, so a run would record HEAD's code for them: ${hiddenAdvice(hidden)}; then serve or build again`,
      );
    // Before git add, which takes a file's size as it is: git status's view of the checkout.
    const modified = await modifiedFiles(repo.root, env);
    await runGit(repo.root, ['add', '-A'], { env });
    // git add reads .git/info/exclude whatever it is told: what only that file hides is code too (untracked.ts).
    const localOnly = (await hiddenLocally(repo.root)).map((b) => b.toString('utf8'));
    for (const group of pathGroups(localOnly)) await runGit(repo.root, ['add', '-f', '--', ...group], { env });
    await asCheckedOut(repo, env, modified);
    const full = (await runGit(repo.root, ['write-tree'], { env })).trim();
    const changed = rawSides(
      await raw(repo, ['-c', 'core.quotePath=false', 'diff-tree', '-r', '--raw', '--no-abbrev', '--no-renames', '-z', head.tree, full]),
    );
    // The records are HEAD's: a run saved at every tick does not move the code under its own run.
    // Only files that are records (recordsAmong, by the links of the code as it is): any other file there is code.
    const records = await recordsAmong(
      repo,
      full,
      changed.filter((c) => isUatRecord(c.path, folder)),
      folder,
    );
    const kept = changed.filter((c) => records.has(c.path));
    const zero = head.tree.replace(/./g, '0');
    await runGit(repo.root, ['update-index', '-z', '--index-info'], {
      env,
      stdin: kept.map((c) => `${c.from ? `${c.from.mode} ${c.from.oid}` : `0 ${zero}`}\t${c.path}\0`).join(''),
    });
    const tree = kept.length ? (await runGit(repo.root, ['write-tree'], { env })).trim() : full;
    const uncommitted = changed.map((c) => c.path).filter((p) => !records.has(p));
    const outside = await treeOutside(repo, tree, folder, env.GIT_INDEX_FILE);
    return { ...head, tree, ...(outside ? { outside } : {}), uncommitted };
  });
}

/**
 * Puts in the index `env` names, as their bytes are, the files it holds whose bytes git's clean step
 * takes to another blob (checkedOutOtherwise; `modified`: what git status calls modified): any clean
 * conversion (a filter of any config or attributes file, `.git/info/attributes` too, core.autocrlf,
 * a `text`, `eol` or `ident` attribute) can hand git add the blob of other bytes, and an index
 * refreshed after the edit takes it for unchanged.
 */
async function asCheckedOut(repo: Repo, env: { GIT_INDEX_FILE: string }, modified: ReadonlySet<string>): Promise<void> {
  const { checkedOutOtherwise, hashFiles, indexedFiles, notUtf8Name, runGit } = await import('../git/git.js');
  const { files, byBytes } = await indexedFiles(repo.root, env);
  if (byBytes.length) throw notUtf8Name(byBytes[0]!.path.toString('utf8'));
  const edited = await checkedOutOtherwise(repo.root, files, modified);
  if (!edited.length) return;
  const oids = await hashFiles(
    repo.root,
    edited.map((e) => e.path),
    { filters: false },
  );
  await runGit(repo.root, ['update-index', '-z', '--index-info'], {
    env,
    stdin: edited.map((e, i) => `${e.mode} ${oids[i]}\t${e.path}\0`).join(''),
  });
}

/** Names from the checkout as a message shows them: controls and bidirectional marks as U+XXXX, so a name forges no line. */
function shownNames(paths: string[]): string {
  return `${paths
    .slice(0, 5)
    .map((p) => JSON.stringify(shownName(p)))
    .join(', ')}${paths.length > 5 ? ', …' : ''}`;
}

/** The words for code a build or a server hands over with uncommitted changes: its runs pass for no commit. */
export function uncommittedNote(code: WorkingCode): string | undefined {
  if (!code.uncommitted.length) return undefined;
  return `the checkout has uncommitted changes to ${code.uncommitted.length} file(s) of code (${shownNames(code.uncommitted)}): a run of this page records them (tree ${short(code.tree)}, not commit ${short(code.commit)}'s) and passes the gate for no commit; commit them, then serve or build again`;
}

/**
 * Where the uat folder holds acceptance itself, and so no code: recipes (`specs/<id>.json`, bound to
 * a run by their hash), built pages (`pages/uat-<id>.html`), runs (`results/<id>/<run>.json`) and
 * triage files (`triage/<id>.json`); the groups are the ids each path names. Any other file there is
 * code as any file is: a module or a link target a page's code loads from the uat folder
 * (`lib/impl.js` that `src/app.js` requires) changes what was tested. A file at a record's path is a
 * record only when it is exactly one (recordsAmong).
 */
const UAT_RECORD =
  /^(?:specs\/(?<spec>[^/]+)\.json|pages\/uat-(?<page>[^/]+)\.html|results\/(?<runOf>[^/]+)\/(?<run>[^/]+)\.json|triage\/(?<triage>[^/]+)\.json)$/;
type RecordIds = Partial<Record<'spec' | 'page' | 'runOf' | 'run' | 'triage', string>>;

/** The ids the record path `path` names, or undefined when it is no record's path. */
function recordIds(path: string, folder: string): RecordIds | undefined {
  if (folder === '' || !path.startsWith(`${folder}/`)) return undefined;
  return UAT_RECORD.exec(path.slice(folder.length + 1))?.groups;
}
function isUatRecord(path: string, folder: string): boolean {
  return recordIds(path, folder) !== undefined;
}

/** Whether `data` passes `schema` and holds, field for field, the ids its path names: a copy under another name is no record. */
async function isNamedRecord(schema: SchemaName, data: unknown, ids: Record<string, string | undefined>): Promise<boolean> {
  if ((await schemaErrors(schema, data)).length) return false;
  return Object.entries(ids).every(([field, id]) => (data as Record<string, unknown>)[field] === id);
}

/** How a JSON record at a path naming `ids` is checked: its size bound, and what it must be. */
function jsonRecord(ids: RecordIds): { max: number; valid: (data: unknown) => Promise<boolean> } {
  const { spec, runOf, run, triage } = ids;
  if (spec !== undefined) return { max: SPEC_MAX_BYTES, valid: async (d) => !(await specErrors(d, spec)).length };
  if (run !== undefined) return { max: RUN_MAX_BYTES, valid: (d) => isNamedRecord('uat-run', d, { specId: runOf, runId: run }) };
  return { max: TRIAGE_MAX_BYTES, valid: (d) => isNamedRecord('uat-triage', d, { specId: triage }) };
}

/**
 * Whether `data`, found at `path`, is exactly what proofgate reads or writes there: a page `uat build`
 * writes for the recipe its name says, or a spec, run or triage file its schema takes whose ids are the
 * ones its path names.
 */
async function isRecord(path: string, folder: string, data: Buffer | null | undefined): Promise<boolean> {
  const ids = recordIds(path, folder);
  if (!data || !ids) return false;
  if (ids.page !== undefined) return isBuiltPage(data.toString('utf8'), ids.page);
  const { max, valid } = jsonRecord(ids);
  if (data.length > max) return false;
  const parsed = parseStrictJson(data);
  return parsed.ok && (await valid(parsed.data));
}

/**
 * Where a link at `link` whose text is `target` leads, as a repository path ('.' for its top folder),
 * or undefined when it leads out of the repository. A link no blob was read for leads anywhere.
 */
function linkTarget(root: string, link: string, target: Buffer | null | undefined): string | undefined {
  if (!target) return '.';
  const text = target.toString('utf8');
  const at = posix.isAbsolute(text) ? relative(root, text).split(sep).join('/') : posix.join(posix.dirname(link), text);
  const path = posix.normalize(at || '.').replace(/\/$/, '');
  return path === '..' || path.startsWith('../') || posix.isAbsolute(path) ? undefined : path;
}

/**
 * The changed paths of record shape that are records: a regular file on each side the change has, that
 * is exactly a record of its kind there (isRecord: a page as `uat build` writes it, a spec, run or triage file named by its ids),
 * and that no link in `head` leads to (itself or a folder holding it). An app can load any file (a link
 * `src/flags.json`, a `require` of `../_bmad-output/uat/specs/flags.json`): one that is not a record is
 * code. Only the changed files are read, with the links, in one `git cat-file --batch`.
 */
async function recordsAmong(repo: Repo, head: string, shaped: RawSides[], folder: string): Promise<Set<string>> {
  const files = shaped.filter((c) => [c.from, c.to].every((s) => !s || /^100(644|755)$/.test(s.mode)));
  if (!files.length) return new Set();
  const { readObjects, scanTree } = await import('../git/git.js');
  const links = await scanTree(repo, head, (e) => e.mode === '120000');
  const oids = [...files.flatMap((c) => [c.from?.oid, c.to?.oid]), ...links.map((l) => l.oid)].filter((o): o is string => !!o);
  const blobs = await readObjects(repo.root, [...new Set(oids)]);
  const targets = links.map((l) => linkTarget(repo.root, l.path, blobs.get(l.oid)?.data)).filter((t): t is string => t !== undefined);
  const out = new Set<string>();
  for (const c of files) {
    if (targets.some((t) => t === '.' || t === c.path || c.path.startsWith(`${t}/`))) continue;
    const sides = [c.from, c.to].filter((s): s is NonNullable<Side> => s !== null);
    let record = true;
    for (const s of sides) record &&= await isRecord(c.path, folder, blobs.get(s.oid)?.data);
    if (record) out.add(c.path);
  }
  return out;
}

/**
 * Why `run` is not a run of the code `head` holds, else undefined. The run's own commit is usually not
 * the head: committing the run (and its triage) makes a new one. So the two are compared outside the
 * uat folder, where the code is; with `since` (a merge queue group's base: its head also holds the
 * changes queued before it), the files the group changes since it and those the played commit changed
 * since its merge base with it: only code merged ahead, which the run's branch never touched, stays out.
 */
export async function codeDrift(o: {
  cwd: string;
  uatRoot: string;
  run: RunCode;
  head: RunCode;
  since?: string;
}): Promise<string | undefined> {
  const play = `play the recipe again on a page served or built at ${short(o.head.commit)}`;
  if (o.run.tree === o.head.tree) return undefined;
  const { mergeBase, openRepo, raw } = await import('../git/git.js');
  const { DIFF_SETTINGS } = await import('../git/diff-settings.js');
  const { rawSides } = await import('../git/diff.js');
  const repo = await openRepo(o.cwd);
  const diff = (how: string[], from: string, to: string) =>
    raw(repo, ['-c', 'core.quotePath=false', 'diff', ...how, '--no-renames', '-z', ...DIFF_SETTINGS, from, to, '--']);
  const names = async (from: string, to: string) => (await diff(['--name-only'], from, to)).split('\0').filter(Boolean);
  // With each side's mode and object: whether a file at a record's path is a record is read from them.
  const changes = async (from: string, to: string) => rawSides(await diff(['--raw', '--no-abbrev'], from, to));
  const folder = uatPathIn(repo.root, o.uatRoot);
  let changed: RawSides[];
  let committed: string;
  try {
    committed = (await raw(repo, ['rev-parse', '--verify', '--end-of-options', `${o.run.commit}^{tree}`])).trim();
    changed = o.run.commit === o.head.commit ? [] : await changes(o.run.commit, o.head.commit);
  } catch {
    // A squash or rebase merge: the commit played is gone with its branch, and the code is what the run records.
    if (o.run.outside && o.run.outside === (await treeOutside(repo, o.head.tree, folder))) return undefined;
    return `the run tested commit ${short(o.run.commit)}, which is not in this clone (check out with \`fetch-depth: 0\`), so it cannot be shown to be the code of ${short(o.head.commit)}: ${o.run.commit} may be a commit rewritten away${o.run.outside ? `, and its code (but the uat folder's records) is not ${short(o.head.commit)}'s` : ''}; ${play}`;
  }
  // A tree that is not its commit's is a checkout's uncommitted files (see workingCode): no commit holds what ran, the head's included.
  if (committed !== o.run.tree)
    return `the run was played on uncommitted changes to commit ${short(o.run.commit)} (it records tree ${short(o.run.tree)}, not the commit's ${short(committed)}): no commit holds the code it tested, so it is no evidence for ${short(o.head.commit)}; commit the changes, then ${play}`;
  // A group's scope: the files it changes since its base, and every file the played commit changed on its
  // branch (a change made before the run and taken back after it is in neither the group's diff nor the base's).
  // Without one merge base to tell the branch by (unrelated or criss-cross histories, a shallow clone), every file.
  const scopeOf = async (since: string) => {
    const branch = await mergeBase(repo, since, o.run.commit).catch(() => undefined);
    return branch && new Set([...(await names(since, o.head.commit)), ...(await names(branch, o.run.commit))]);
  };
  const scope = o.since === undefined ? undefined : await scopeOf(o.since);
  const scoped = changed.filter((c) => !scope || scope.has(c.path));
  const records = await recordsAmong(
    repo,
    o.head.commit,
    scoped.filter((c) => isUatRecord(c.path, folder)),
    folder,
  );
  const code = scoped.map((c) => c.path).filter((p) => !records.has(p));
  if (!code.length) return undefined;
  return `the run tested commit ${short(o.run.commit)}, but the code gated is ${short(o.head.commit)}: ${code.length} file(s) changed since (${shownNames(code)}); ${play}`;
}

/** The code a run records, checked against the one `uat serve` holds: a run is saved only for the code served. */
export function servedCodeRefusal(run: { code?: RunCode }, served: WorkingCode | undefined): string | undefined {
  if (!served) return run.code ? 'this checkout is in no git repository: a run here records no commit' : undefined;
  if (run.code?.commit === served.commit && run.code.tree === served.tree && run.code.outside === served.outside) return undefined;
  const now = served.uncommitted.length
    ? `${short(served.commit)} with uncommitted changes (tree ${short(served.tree)}: ${shownNames(served.uncommitted)})`
    : short(served.commit);
  return run.code
    ? `the run was started on commit ${short(run.code.commit)} (tree ${short(run.code.tree)}), but this checkout is now at ${now}: the code changed under the run; reload the page and start a new run`
    : `the run records no commit, but this checkout is at ${now}: reload the page and start a new run`;
}
