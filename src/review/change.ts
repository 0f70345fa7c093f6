import { readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { targetIsSecret } from './paths.js';
import { blobId, raw, readObjects, type Repo } from '../git/git.js';
import { objectInfo } from '../git/batch.js';
import { diffByPath, treeWith } from '../git/patch.js';
import { countLines, parseRawNumstat } from '../git/diff.js';
import { namesShown } from '../git/unified.js';
import { isText } from '../text/encoding.js';
import { DIFF_SETTINGS } from '../git/diff-settings.js';
import { describeError, ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import type { ReviewScope } from '../schemas/types.js';

export type ScopeFile = ReviewScope['files'][number];

/** Lines of context around each change: enough to judge a hunk; the file itself is in the tree. */
export const DIFF_CONTEXT_LINES = 10;

/**
 * The new side of the diff: the sealed head commit, or for a working-tree scope a tree of the
 * sealed blobs (hashed into the object store when the scope was sealed) with their sealed modes
 * over the merge base, so the diff shows what was sealed even if the working tree moved since
 * (its content or its executable bit: a `chmod -x` after sealing hid `new mode 100755`).
 */
async function sealedHead(repo: Repo, scope: ReviewScope, files: readonly ScopeFile[]): Promise<string> {
  if (!scope.refs.workspace) return scope.refs.headSha;
  const put = files.map((f) => ({ path: f.path, oid: f.blob, mode: f.mode }));
  const renamedFrom = files.flatMap((f) => (f.from !== undefined ? [f.from] : []));
  try {
    return await treeWith(repo, scope.refs.mergeBase, put, renamedFrom);
  } catch (err) {
    throw new ProofgateError(
      `the sealed working-tree content is not in this clone's object store (${describeError(err)}): seal the scope again here`,
    );
  }
}

export interface FileDiff {
  path: string;
  /** A unified diff, or one `#` note line for a file that has none to show. */
  text: string;
}

/** Longer than any target a system takes (PATH_MAX): such a "link" is not shown. */
const TARGET_MAX_BYTES = 4096;

/**
 * What each link pointed to and points to, as sealed: the head's from git, or (a working-tree
 * scope seals a link by hashing its target) from the link itself while it still hashes to the
 * sealed id; the base's only where the base held a link there (modified or renamed).
 */
async function linkTargets(
  repo: Repo,
  scope: ReviewScope,
  links: readonly ScopeFile[],
): Promise<Map<ScopeFile, { was?: string; now?: string }>> {
  const was = (f: ScopeFile) => `${scope.refs.mergeBase}:${f.from ?? f.path}`;
  const hadLink = (f: ScopeFile) => f.status === 'modified' || f.status === 'renamed';
  const objects = await readObjects(repo.root, [...links.map((f) => f.blob), ...links.filter(hadLink).map(was)]);
  const text = (data: Buffer | null | undefined) => (data && data.length <= TARGET_MAX_BYTES ? data.toString('utf8') : undefined);
  const out = new Map<ScopeFile, { was?: string; now?: string }>();
  for (const f of links) {
    let now = text(objects.get(f.blob)?.data);
    if (now === undefined && scope.refs.workspace) {
      const target = await readlink(join(repo.root, f.path), { encoding: 'buffer' }).catch(() => undefined);
      if (target && blobId(target) === f.blob) now = text(target);
    }
    out.set(f, { now, ...(hadLink(f) ? { was: text(objects.get(was(f))?.data) } : {}) });
  }
  return out;
}

/**
 * A link's note: its targets as JSON strings (a name may hold any byte, a backtick or a quote
 * included); a target that names a secret path is not shown.
 */
function linkNote(f: ScopeFile, { was, now }: { was?: string; now?: string }): string {
  const target = (t: string | undefined, from: string) =>
    t === undefined ? 'a target not shown' : targetIsSecret(from, t) ? 'a secret path (not shown)' : JSON.stringify(visible(t));
  const change =
    was !== undefined && was !== now
      ? `pointed to ${target(was, f.from ?? f.path)} and now points to ${target(now, f.path)}`
      : `points to ${target(now, f.path)}`;
  return `# ${JSON.stringify(shownName(f.path))}: a symbolic link (${f.status}) that ${change}: review where it leads; not quotable\n`;
}

/**
 * The diff of each file, from the merge base to the sealed head, rename-aware, in the files'
 * order. Only these files are asked of git, so an excluded file (a secret above all) never
 * reaches it; git's patch must hold a section for each, under its own name (diffByPath), or
 * there is no prompt. Its header lines name the file as every list does (namesShown). A link is a
 * note with its targets (what it points to is the change); a submodule a note: neither is code to quote.
 */
export async function fileDiffs(repo: Repo, scope: ReviewScope, files: readonly ScopeFile[]): Promise<FileDiff[]> {
  const regular = files.filter((f) => f.kind === 'file');
  // A file renamed from a name the review leaves out is asked alone: git shows it whole, as added.
  const entries = new Map(
    regular.map((f) => [f.path, { path: f.path, ...(f.from !== undefined && !f.shownWhole ? { from: f.from } : {}) }]),
  );
  const byPath = regular.length
    ? await diffByPath(
        repo,
        { base: scope.refs.mergeBase, head: await sealedHead(repo, scope, regular), context: DIFF_CONTEXT_LINES, renames: true },
        [...entries.values()],
      )
    : new Map<string, string>();
  const links = await linkTargets(
    repo,
    scope,
    files.filter((f) => f.kind === 'symlink'),
  );
  return files.map((f) => ({
    path: f.path,
    text:
      f.kind === 'file'
        ? namesShown(byPath.get(f.path)!, f.path, entries.get(f.path)!.from)
        : f.kind === 'symlink'
          ? linkNote(f, links.get(f)!)
          : `# ${JSON.stringify(shownName(f.path))}: a submodule (${f.status}): not quotable, no diff shown\n`,
  }));
}

/** Lines and bytes of deleted files shown to a reviewer at most; the rest are named. */
export const DELETED_MAX_LINES = 4000;
export const DELETED_MAX_BYTES = 256 * 1024;
/** Bytes of deleted files read to tell text from binary at most: past it a file is named only. */
const DELETED_READ_MAX_BYTES = 4 * DELETED_MAX_BYTES;

export interface DeletedDiff {
  /** The removal diff of the files shown, whole, one per file in scope order. */
  diffs: FileDiff[];
  /** Deleted files named only: binary, a link or a submodule, or past the budget. */
  unshown: string[];
  /** Of unshown, those the base held as a regular file: what they held no reviewer read (a person must, needsPerson). */
  unread: string[];
  /** How many paths the change removes (removedPaths), and how many of them it replaced. */
  count: number;
  replaced: number;
}

/**
 * What the change removes from the base: its deleted files, and each selected file it replaces by
 * a link or a submodule. Such a file's diff is a note naming the link's target or the submodule
 * (fileDiffs), so the lines it held (a guard turned into a link to a no-op) were shown nowhere,
 * though they are gone from the code as surely as a deleted file's.
 */
export function removedPaths(scope: ReviewScope): { paths: string[]; replaced: number } {
  const deleted = scope.excluded.filter((e) => e.reason === 'deleted').map((e) => e.path);
  const replaced = scope.files.filter((f) => f.status === 'type-changed' && f.kind !== 'file').map((f) => f.path);
  return { paths: [...deleted, ...replaced], replaced: replaced.length };
}

/** Documentation and data: read after code when the deleted files' budget cannot show them all. */
const DOCS_OR_DATA = /(^|\/)(docs?|fixtures?|testdata|__snapshots__)\/|\.(md|markdown|mdx|rst|adoc|txt|csv|tsv|snap|log|svg)$/i;

/** The deleted paths in the order the budget is spent: code first, then documentation and data, each in scope order. */
const byPriority = (paths: readonly string[]) => [
  ...paths.filter((p) => !DOCS_OR_DATA.test(p)),
  ...paths.filter((p) => DOCS_OR_DATA.test(p)),
];

/**
 * What the change deletes (removedPaths), for a reviewer to read beside what it changes: a deleted file is not
 * the reviewer's to account for, but a check, a guard or a test it held is gone from the code
 * they review. Text files whole, in scope order, up to a budget of lines and bytes spent on code first
 * (byPriority: padding of documentation sorted first cannot push a guard out); the rest named, and
 * those the base held as a regular file (`unread`) owed to a person. Read
 * from the sealed merge base (a tree without those files), so a working-tree scope shows the same.
 * Text is decided by content as the selection decides it (isText: UTF-8, a NUL byte included, no
 * other encoding declared), never by git's guess or a `binary`/`-diff` attribute of the base, and
 * lines are counted from the bytes, so no attribute turns a deleted guard into a name.
 */
export async function deletedDiff(repo: Repo, scope: ReviewScope): Promise<DeletedDiff | undefined> {
  const removed = await deletedFiles(repo, scope);
  if (!removed) return undefined;
  const { without, shown, ...rest } = removed;
  // Text files only (a binary was named above): the patch of each, as every diff a reviewer reads is made.
  const patches = await diffByPath(
    repo,
    { base: scope.refs.mergeBase, head: without, context: 0, renames: false },
    shown.map((path) => ({ path })),
  );
  return { diffs: shown.map((path) => ({ path, text: namesShown(patches.get(path)!, path) })), ...rest };
}

/**
 * Which removed paths deletedDiff shows (in scope order) and which it names only: all the gate
 * needs to owe a person the unread ones, without their patches.
 */
export async function deletedFiles(
  repo: Repo,
  scope: ReviewScope,
): Promise<(Omit<DeletedDiff, 'diffs'> & { shown: string[]; without: string }) | undefined> {
  const { paths: deleted, replaced } = removedPaths(scope);
  if (!deleted.length) return undefined;
  const base = scope.refs.mergeBase;
  const without = await treeWith(repo, base, [], deleted);
  // What each deleted path held (a regular file, a link or a submodule) and its blob: no content compared.
  const changes = parseRawNumstat(await raw(repo, ['diff', '--raw', '-z', '--no-renames', ...DIFF_SETTINGS, base, without]));
  const blobs = new Map(changes.flatMap((c) => (c.kind === 'file' && c.baseBlob ? [[c.path, c.baseBlob] as const] : [])));
  const sizes = await objectInfo(repo.root, [...blobs.values()]);
  const order = byPriority(deleted);
  // Read by priority, each file that could fit the shown budget, up to a reading budget.
  const toRead: string[] = [];
  let reading = 0;
  for (const path of order) {
    const size = sizes.get(blobs.get(path) ?? '')?.size;
    if (size === undefined || size > DELETED_MAX_BYTES || reading + size > DELETED_READ_MAX_BYTES) continue;
    toRead.push(blobs.get(path)!);
    reading += size;
  }
  const content = await readObjects(repo.root, toRead);
  const shown: string[] = [];
  let lines = 0;
  let bytes = 0;
  for (const path of order) {
    const data = content.get(blobs.get(path) ?? '')?.data;
    if (!data || !isText(data)) continue;
    const n = countLines(data);
    // A one-line bundle of megabytes is within any line budget: bytes are counted too.
    if (lines + n > DELETED_MAX_LINES || bytes + data.length > DELETED_MAX_BYTES) continue;
    shown.push(path);
    lines += n;
    bytes += data.length;
  }
  const listed = new Set(shown);
  const unshown = deleted.filter((p) => !listed.has(p));
  return {
    without,
    // In scope order, whatever order the budget was spent in.
    shown: deleted.filter((p) => listed.has(p)),
    unshown,
    unread: unshown.filter((p) => blobs.has(p)),
    count: deleted.length,
    replaced,
  };
}
