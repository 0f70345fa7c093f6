import { isUtf8 } from 'node:buffer';
import { lstatSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import { freshDir } from '../text/files.js';
import { gitMemo, memoKey } from './run-memo.js';
import { pathGroups } from './argv.js';
import { checkSettings, refuseOtherTop, runGit, scanRecords, toplevel, toplevelAndShallow } from './run.js';
import { CONFIG_LISTING, filtersOff } from './config-files.js';

import { readObjects } from './batch.js';
import { hiddenLocally } from './untracked.js';
export { objectInfo, readObjects, streamObjects, type Blob, type ObjectInfo } from './batch.js';
export { runGit, scanRecords } from './run.js';
export { gitMemo } from './run-memo.js';
export { withIndexCopy } from './index-copy.js';
export { blobId, formatOf } from './blob-id.js';
export { keyBytes, keyShown, pathKey } from './path-key.js';
export { SuppliedSettings } from './config-files.js';

/** A repository opened at its working tree's top folder: every git call runs there. */
export interface Repo {
  root: string;
  /** Whether the clone is shallow, when the call that opened it asked (else isShallow asks git). */
  shallow?: boolean;
}

/**
 * With `shallow`, whether the clone is shallow is asked in the same git process, for a caller whose
 * merge base asks next (nothing between them, such as an agent's run, could change the clone).
 */
export async function openRepo(cwd: string, { shallow = false } = {}): Promise<Repo> {
  if (!shallow) return { root: await toplevel(cwd) };
  const opened = await toplevelAndShallow(cwd);
  return { root: opened.top, ...(opened.shallow === undefined ? {} : { shallow: opened.shallow }) };
}

/**
 * `-c` settings that switch off every filter driver the repository's config defines now (filtersOff):
 * for a git call whose answer needs no file cleaned, which then runs no program of theirs.
 */
export async function withoutFilters(repo: Repo): Promise<string[]> {
  return filtersOff(await raw(repo, CONFIG_LISTING));
}

/** `git <args>` in the repository: its output; rejects with git's own message on any non-zero exit. */
export function raw(repo: Repo, args: string[]): Promise<string> {
  return runGit(repo.root, args);
}

export async function isShallow(repo: Repo): Promise<boolean> {
  return repo.shallow ?? (await raw(repo, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}

export const SHALLOW_HINT =
  'the clone is shallow: check out with `fetch-depth: 0` (actions/checkout) so that the base and the merge base are present';

/**
 * A ref git may be given as a revision: not empty, no option, no control character, at most 256
 * characters, and no commit-message search (`:/text`): git answers it with the newest commit whose
 * message matches in any ref, the commits under review included, so their author could pick it.
 */
export function checkRef(ref: string, what: string): void {
  if (ref === '' || ref.startsWith('-') || /[\u0000-\u001f\u007f]/.test(ref) || ref.length > 256) {
    throw new ProofgateError(`${what} ref is not a valid revision: ${JSON.stringify(ref)}`);
  }
  if (ref.startsWith(':/'))
    throw new ProofgateError(
      `${what} ref ${JSON.stringify(ref)} is a commit-message search, refused: git takes the newest commit whose message matches in any ref, the commits under review included, so their author could choose it; name a branch, tag or commit id (\`git rev-parse\` shows which commit the search finds)`,
    );
}

/**
 * Whether `ref` is spelled as a ref name (git check-ref-format --allow-onelevel), and so could be
 * fetched: revision syntax (`~`, `^`, `:`, `@{`) or a name git refuses cannot.
 */
function isRefName(ref: string): boolean {
  return !/[\s~^:?*[\\]|\.\.|@\{|\/\/|^\/|\/$|\.$|^@$|(^|\/)\.|\.lock(\/|$)/.test(ref);
}

/** A full commit id (SHA-1 or SHA-256). */
export const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/**
 * Opens the repository and resolves refs to commits in one git process (the
 * common case), git's settings read beside it (checkSettings); on any failure, the one-by-one
 * path names what is wrong.
 */
export async function openAndResolve(cwd: string, refs: { ref: string; what: string }[]): Promise<{ repo: Repo; shas: string[] }> {
  for (const r of refs) checkRef(r.ref, r.what);
  const settings = checkSettings(cwd);
  let opened: { repo: Repo; shas: string[] } | undefined;
  try {
    const [root, shallow, ...shas] = (
      await runGit(cwd, ['rev-parse', '--show-toplevel', '--is-shallow-repository', ...refs.map((r) => `${r.ref}^{commit}`), '--'])
    )
      .trim()
      .split('\n');
    if (
      root &&
      (shallow === 'true' || shallow === 'false') &&
      shas.length === refs.length + 1 &&
      shas.slice(0, -1).every((s) => SHA.test(s))
    )
      opened = { repo: { root, shallow: shallow === 'true' }, shas: shas.slice(0, -1) };
  } catch {
    /* the precise path below explains */
  }
  if (opened) {
    await settings(opened.repo.root);
    refuseOtherTop(cwd, opened.repo.root);
    return opened;
  }
  const repo = await openRepo(cwd);
  // In order: where several refs are wrong, the first one's reason is the one told, every time.
  const shas: string[] = [];
  for (const r of refs) shas.push(await resolveCommit(repo, r.ref, r.what));
  return { repo, shas };
}

/** Resolves a ref to a commit SHA, or explains why it cannot. */
export async function resolveCommit(repo: Repo, ref: string, what: string): Promise<string> {
  checkRef(ref, what);
  try {
    const sha = (await raw(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])).trim();
    if (!SHA.test(sha)) throw new Error('not found');
    return sha;
  } catch {
    // The fix: fetch what is missing (a shallow clone's history, a remote branch never fetched), or name another ref.
    // Only a ref name can be fetched: revision syntax (`origin/main~2`, `v1^{/fix}`) is told it finds no commit.
    const named = isRefName(ref);
    const hint = (await isShallow(repo))
      ? `; ${SHALLOW_HINT}`
      : named && ref.includes('/')
        ? `; fetch it first (\`git fetch origin ${ref.replace(/^origin\//, '')}\`), or name another ref`
        : '; name a branch, tag or commit that exists here';
    const answer = named ? 'is not a commit in this repository' : 'does not resolve to a commit in this repository';
    throw new ProofgateError(`unknown ${what} ref: ${JSON.stringify(ref)} ${answer}${hint}`);
  }
}

const UNRELATED_HINT =
  'the two refs share no history (unrelated histories, an orphan branch); merge the base into the head (git merge --allow-unrelated-histories), or review from a base the head descends from';

/**
 * The one merge base of `base` and `head`. Several (criss-cross history) are refused: git would
 * diff from one of them, and what merging brings in from another (a fix merged on one side, undone
 * on the other) would never be shown; the merge that GitHub makes uses them all.
 */
export async function mergeBase(repo: Repo, base: string, head: string): Promise<string> {
  let bases: string[];
  const shallow = isShallow(repo);
  try {
    bases = (await raw(repo, ['merge-base', '--all', base, head])).trim().split('\n');
  } catch {
    // Each cause with its fix: there is no change to diff until the head has the base in its history.
    const hint = (await shallow) ? SHALLOW_HINT : UNRELATED_HINT;
    throw new ProofgateError(`no merge base between ${base.slice(0, 12)} and ${head.slice(0, 12)}: ${hint}`);
  }
  // A shallow clone can hide a second merge base (and so what merging brings in), or show a wrong one.
  if (await shallow)
    throw new ProofgateError(`the merge base of ${base.slice(0, 12)} and ${head.slice(0, 12)} cannot be trusted: ${SHALLOW_HINT}`);
  if (bases.length > 1)
    throw new ProofgateError(
      `${base.slice(0, 12)} and ${head.slice(0, 12)} have ${bases.length} merge bases (criss-cross history: ${bases.map((b) => b.slice(0, 12)).join(', ')}): a diff from any one of them can hide what merging brings in from the others; merge the base into the head, so that one merge base remains, and review again`,
    );
  return bases[0]!;
}

export interface TreeEntry {
  mode: string;
  type: string;
  oid: string;
  /** Bytes of a blob; null for a tree or a submodule. */
  size: number | null;
  path: string;
}

/**
 * What `commit` holds at `paths` (`git ls-tree -l`; with `recursive`, every file under them; without
 * `sizes`, no blob is looked into, as a whole tree listed wants). Nothing is read from the work tree.
 */
export async function treeEntries(
  repo: Repo,
  commit: string,
  paths: string[],
  { recursive = false, sizes = true, trees = false } = {},
): Promise<TreeEntry[]> {
  const flags = [...(sizes ? ['-l'] : []), ...(recursive ? ['-r'] : []), ...(trees ? ['-t'] : [])];
  const entries: TreeEntry[] = [];
  // Paths from the change: as many git processes as their bytes need (pathGroups).
  for (const group of pathGroups(paths)) {
    const out = await raw(repo, ['-c', 'core.quotePath=false', 'ls-tree', '-z', ...flags, commit, '--', ...group]);
    for (const record of out.split('\0')) if (record) entries.push(treeEntry(record));
  }
  return entries;
}

/**
 * What `commit` holds at each of `paths` (null: nothing, as for a path through a link or into a
 * submodule), as `treeEntries` answers for that path alone, from one `git ls-tree` for them all (or
 * for each group that fits a command line): `-t` shows a tree asked for even where another path
 * asked leads git into it. Within a run (run-memo.ts) a full commit id's answers are kept, and not
 * asked for again.
 */
export async function entriesAt(repo: Repo, commit: string, paths: string[]): Promise<Map<string, TreeEntry | null>> {
  const memo = SHA.test(commit) ? gitMemo() : undefined;
  const key = (path: string) => memoKey(repo.root, `${commit}:${path}`);
  const out = new Map<string, TreeEntry | null>();
  for (const path of paths) {
    const held = memo?.entries.get(key(path));
    if (held !== undefined) out.set(path, held);
  }
  const asked = [...new Set(paths.filter((p) => !out.has(p)))];
  if (asked.length === 0) return out;
  const found = new Map((await treeEntries(repo, commit, asked, { trees: true })).map((e) => [e.path, e]));
  for (const path of asked) {
    const entry = found.get(path) ?? null;
    out.set(path, entry);
    memo?.entries.set(key(path), entry);
  }
  return out;
}

/** One record of `git ls-tree -z` (with or without `-l`). */
function treeEntry(line: string): TreeEntry {
  const tab = line.indexOf('\t');
  const [mode = '', type = '', oid = '', size = '-'] = line.slice(0, tab).trim().split(/\s+/);
  return { mode, type, oid, size: size === '-' ? null : Number(size), path: line.slice(tab + 1) };
}

/**
 * Every file `commit` holds, as `git ls-tree -z -r` lists them (no sizes); within a run
 * (run-memo.ts) a full commit id is listed once, however many callers look at its files.
 */
function listing(repo: Repo, commit: string): Promise<string> {
  const memo = SHA.test(commit) ? gitMemo() : undefined;
  const key = memoKey(repo.root, commit);
  const held = memo?.listings.get(key);
  if (held) return held;
  const listed = raw(repo, ['-c', 'core.quotePath=false', 'ls-tree', '-z', '-r', commit, '--', '.']);
  // A failure is the caller's, and never remembered.
  listed.catch(() => memo?.listings.delete(key));
  memo?.listings.set(key, listed);
  return listed;
}

/**
 * The files `commit` holds that `keep` keeps: of a tree of 200,000 files only the text of its
 * listing is held, and what the caller keeps of it, never an entry for each.
 */
export async function scanTree(repo: Repo, commit: string, keep: (e: TreeEntry) => boolean): Promise<TreeEntry[]> {
  const kept: TreeEntry[] = [];
  for (const record of (await listing(repo, commit)).split('\0')) {
    if (!record) continue;
    const e = treeEntry(record);
    if (keep(e)) kept.push(e);
  }
  return kept;
}

/**
 * The files of `commit` whose path `pattern` matches: each path tested natively, where scanTree
 * builds an entry for every file for its caller to look at (a tree of 5,000 files in about 6 ms
 * against 8 to 18).
 */
export async function treeFilesMatching(repo: Repo, commit: string, pattern: RegExp): Promise<TreeEntry[]> {
  const records = (await listing(repo, commit)).split('\0');
  return records.filter((r) => r && pattern.test(r.slice(r.indexOf('\t') + 1))).map(treeEntry);
}

/** A repository path is `folder` or inside it ('' is the top folder: every path is). */
export function inFolder(path: string, folder: string): boolean {
  return folder === '' || path === folder || path.startsWith(`${folder}/`);
}

/**
 * The repositories of their own in the working tree whose files a tree of it cannot record, since a
 * gitlink records the commit a repository has checked out and never its files: `empty`, untracked
 * ones with no commit git can read (`git add -A` refuses them), and `dirty`, submodules and
 * untracked ones whose files are not that commit (a tracked file edited, a file untracked and not
 * ignored, at any depth). One git status says both of the submodules and lists the untracked
 * repositories (by their name and a slash: git lists no file inside one); each of those is asked.
 */
export async function nestedRepositories(repo: Repo): Promise<{ empty: string[]; dirty: string[] }> {
  const status = ['status', '--porcelain=v2', '-z', '--ignore-submodules=none', '--untracked-files=all'];
  const dirty: string[] = [];
  const untracked: string[] = [];
  let old = false;
  await scanRecords(repo.root, status, (record) => {
    if (old) return void (old = false);
    const r = record.toString('utf8');
    if (r.startsWith('? ') && r.endsWith('/')) {
      // Asked by its name (git -C): one that is not UTF-8, decoded, is another folder or none (two such
      // names, or one and a name holding U+FFFD, one answer for both), and a name git is given is text.
      if (!isUtf8(record)) throw notUtf8Repository(r.slice(2, -1));
      untracked.push(r.slice(2, -1));
    }
    // 1 XY sub mH mI mW hH hI path; 2 XY sub mH mI mW hH hI X<score> path, then the old path;
    // u XY sub m1 m2 m3 mW h1 h2 h3 path. sub is S<c><m><u> for a submodule (m: a tracked file
    // changed, u: a file untracked); a moved commit (c) is what the gitlink records.
    const before = r[0] === '1' ? 8 : r[0] === '2' ? 9 : r[0] === 'u' ? 10 : -1;
    if (before < 0) return;
    const parts = r.split(' ');
    if (/^S.(M.|.U)$/.test(parts[2]!)) dirty.push(parts.slice(before).join(' '));
    old = r[0] === '2';
  });
  // git status reads .git/info/exclude whatever it is told: a repository only that file hides is untracked too.
  for (const name of await hiddenLocally(repo.root)) {
    const r = name.toString('utf8');
    if (!r.endsWith('/')) continue;
    if (!isUtf8(name)) throw notUtf8Repository(r.slice(0, -1));
    untracked.push(r.slice(0, -1));
  }
  const states = await Promise.all(
    untracked.map(async (path) => {
      const commit = await raw(repo, ['-C', path, 'rev-parse', '--verify', '-q', 'HEAD']).then(
        () => true,
        () => false,
      );
      return !commit
        ? 'empty'
        : (await raw(repo, ['-C', path, 'status', '--porcelain', '-z', '--ignore-submodules=none']))
          ? 'dirty'
          : 'clean';
    }),
  );
  return {
    empty: untracked.filter((_, k) => states[k] === 'empty'),
    dirty: [...dirty, ...untracked.filter((_, k) => states[k] === 'dirty')],
  };
}

/** How far `to` is from `from`: commits only `to` has (ahead) and only `from` has (behind). */
export async function aheadBehind(repo: Repo, from: string, to: string): Promise<{ ahead: number; behind: number }> {
  // A commit is no distance from itself (a gate on the commit the scope was sealed at): no git to ask.
  if (from === to && SHA.test(from)) return { ahead: 0, behind: 0 };
  const [behind, ahead] = (await raw(repo, ['rev-list', '--left-right', '--count', `${from}...${to}`, '--']))
    .trim()
    .split(/\s+/)
    .map(Number);
  return { ahead: ahead!, behind: behind! };
}

/**
 * Hashes working-tree files (paths from `root`, or absolute) as `git add` would; with `write` (the default) into
 * the object store, so later reads come from git objects. Without `filters`, the bytes as they
 * are (no clean filter, line-end or `ident` conversion).
 */
export async function hashFiles(root: string, paths: string[], { write = true, filters = true } = {}): Promise<string[]> {
  if (paths.length === 0) return [];
  // git opens each path and reads it: a FIFO put where a file was would hold it (and us) forever.
  const odd = paths.find((p) => !lstatSync(resolve(root, p), { throwIfNoEntry: false })?.isFile());
  if (odd !== undefined) throw new ProofgateError(`${visible(odd)} is not a regular file, so it cannot be hashed`);
  const flags = [...(write ? ['-w'] : []), ...(filters ? [] : ['--no-filters'])];
  // Paths as arguments, never one a line on stdin: git's line reader drops a CR that ends a line and
  // un-quotes one that starts with `"`, so `"x.js"` and `x.js<CR>` would be hashed as x.js.
  const oids: string[] = [];
  for (const group of pathGroups(paths))
    oids.push(...(await runGit(root, ['hash-object', ...flags, '--', ...group])).split('\n').filter(Boolean));
  if (oids.length !== paths.length) throw new ProofgateError(`git hash-object failed: ${oids.length} ids for ${paths.length} files`);
  return oids;
}

/**
 * The tracked files git status calls modified in the working tree, by the index `env` names: a copy,
 * which the refresh writes. Beside a content change, a file whose size is not the one git last saw
 * (git takes a new size for a change, without cleaning the file to compare).
 */
export async function modifiedFiles(root: string, env: { GIT_INDEX_FILE: string }): Promise<Set<string>> {
  await runGit(root, ['update-index', '-q', '--refresh'], { env });
  return new Set((await runGit(root, ['diff-files', '--name-only', '-z'], { env })).split('\0').filter(Boolean));
}

/**
 * Those of `files` (regular files of the working tree, each with the mode and blob git holds for it)
 * whose bytes as they are are not that blob, and that git status calls `modified` or that a checkout of
 * the blob would not write: git's clean step (core.autocrlf, a `text`, `eol`, `ident` or encoding
 * attribute, a filter) can take other bytes back to the blob, so git's diff shows no change where the
 * file that runs has one. A file as a checkout writes it (CRLF under core.autocrlf, a git-lfs object)
 * and as git last saw it is no edit. The checkout is git's own, into a folder of its own from an index
 * of its own: `cat-file --batch --filters` (git 2.39) heads a filtered object with its unfiltered size.
 */
export async function checkedOutOtherwise<T extends { mode: string; oid: string; path: string }>(
  root: string,
  files: T[],
  modified: ReadonlySet<string>,
): Promise<T[]> {
  const asIs = await hashFiles(
    root,
    files.map((f) => f.path),
    { write: false, filters: false },
  );
  const differ = files.map((f, i) => ({ f, raw: asIs[i]! })).filter(({ f, raw }) => raw !== f.oid);
  const asked = differ.filter(({ f }) => !modified.has(f.path));
  if (!asked.length) return differ.map(({ f }) => f);
  const tmp = freshDir('checkout');
  try {
    const env = { GIT_INDEX_FILE: join(tmp, 'index') };
    const out = join(tmp, 'tree');
    await runGit(root, ['update-index', '-z', '--index-info'], {
      env,
      stdin: asked.map(({ f }) => `${f.mode} ${f.oid}\t${f.path}\0`).join(''),
    });
    await runGit(root, ['checkout-index', `--prefix=${out}/`, '-z', '--stdin'], {
      env,
      stdin: asked.map(({ f }) => `${f.path}\0`).join(''),
    });
    const written = await hashFiles(
      root,
      asked.map(({ f }) => join(out, f.path)),
      { write: false, filters: false },
    );
    const same = new Set(asked.filter(({ raw }, i) => written[i] === raw).map(({ f }) => f));
    return differ.filter(({ f }) => !same.has(f)).map(({ f }) => f);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** A regular file of the index (stage 0) and of the working tree: its mode and the blob the index holds. */
export interface IndexedFile<P = string> {
  mode: string;
  oid: string;
  path: P;
}

/**
 * The index's regular files that are regular files in the working tree too (by the index `env`
 * names, else the checkout's), for checkedOutOtherwise; `byBytes`, those whose name is not UTF-8:
 * decoded, such a name is no name on disk, and git takes paths on stdin as text, so a caller
 * compares them by their bytes or refuses them (notUtf8Name), never leaves them out.
 */
export async function indexedFiles(
  root: string,
  env?: { GIT_INDEX_FILE: string },
): Promise<{ files: IndexedFile[]; byBytes: IndexedFile<Buffer>[] }> {
  const files: IndexedFile[] = [];
  const byBytes: IndexedFile<Buffer>[] = [];
  const top = Buffer.from(`${root}/`);
  await scanRecords(
    root,
    ['ls-files', '-s', '-z'],
    (record) => {
      const tab = record.indexOf(9);
      const m = /^(100644|100755) ([0-9a-f]+) 0$/.exec(record.subarray(0, tab).toString('latin1'));
      const path = record.subarray(tab + 1);
      if (!m || !lstatSync(Buffer.concat([top, path]), { throwIfNoEntry: false })?.isFile()) return;
      if (isUtf8(path)) files.push({ mode: m[1]!, oid: m[2]!, path: path.toString('utf8') });
      else byBytes.push({ mode: m[1]!, oid: m[2]!, path: Buffer.from(path) });
    },
    env ? { env } : {},
  );
  return { files, byBytes };
}

/**
 * A tracked file whose name is not UTF-8 cannot be compared with what git holds for it (its name
 * decoded is no name on disk): refused, never left out of a check of the checkout.
 */
export function notUtf8Name(shown: string): ProofgateError {
  return new ProofgateError(
    `a tracked file's name is not valid UTF-8 (${visible(shown)}): its bytes cannot be compared with git's; rename it in a commit a person reviews`,
  );
}

/** A repository of its own in the checkout whose name is not UTF-8: git cannot be asked about it by name, so it is refused. */
function notUtf8Repository(shown: string): ProofgateError {
  return new ProofgateError(
    `a repository of its own in the checkout has a name that is not valid UTF-8 (${visible(shown)}): whether its files are the commit it has checked out cannot be asked by that name; rename it, remove it or ignore it (.gitignore)`,
  );
}

/** The text of each path at `commit` (null where it has none), read in one `git cat-file --batch`. */
export async function textsAt(repo: Repo, commit: string, paths: string[]): Promise<Map<string, string | null>> {
  const blobs = await readObjects(
    repo.root,
    paths.map((p) => `${commit}:${p}`),
  );
  return new Map(paths.map((p) => [p, blobs.get(`${commit}:${p}`)?.data?.toString('utf8') ?? null]));
}
