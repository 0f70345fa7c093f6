import { lstatSync } from 'node:fs';
import { lstat, readlink } from 'node:fs/promises';
import { readRegular, shownPath } from '../text/files.js';
import { join } from 'node:path';
import { checkedOutOtherwise, mergeBase, modifiedFiles, notUtf8Name, raw, runGit, scanTree, type Repo } from './git.js';
import { withIndexCopy } from './index-copy.js';
import { withUntrackedListing } from './untracked.js';
import { ARGV_GROUP_BYTES, pathGroups } from './argv.js';
import { diffByPath } from './patch.js';
import { verifyObjects } from './batch.js';
import { DIFF_SETTINGS, RENAME_LIMIT } from './diff-settings.js';
import { parsePatch, sectionHeader, type FilePatch } from './unified.js';
import { visible } from '../text/neutralise.js';
import { isText } from '../text/encoding.js';
import { ProofgateError } from '../text/errors.js';

export type ChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed' | 'mode-changed' | 'type-changed';
export type ObjectKind = 'file' | 'symlink' | 'submodule';

export interface Change {
  path: string;
  /** The old path of a rename. */
  from?: string;
  status: ChangeStatus;
  kind: ObjectKind;
  /** Head object id; empty when it is in the working tree and not hashed yet. */
  blob: string;
  /** The base's object id of what was deleted or renamed (what left its old path). */
  baseBlob?: string;
  /** null: git reports the file as binary. */
  added: number | null;
  deleted: number | null;
  /** Only in the working tree (untracked): lines and binary state are read later, if the file is kept. */
  untracked?: boolean;
  /** git records the head version executable (100755): a shell runs one with no `#!` as shell. */
  executable?: true;
  /** The same of the base version it replaces (deleted, renamed away or changed in place). */
  baseExecutable?: true;
}

const ZERO = /^0+$/;
/** A side git read from the object store: a file or a link (a submodule's commit is another repository's). */
const stored = (mode: string, oid: string) => /^1[02]0/.test(mode) && !ZERO.test(oid);
const RAW = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])(\d*)$/;

/** The mode git records for a change's head version (a working-tree file's as git would once added): what a scope seals beside its blob. */
export function headMode(c: Pick<Change, 'kind' | 'executable'>): '100644' | '100755' | '120000' | '160000' {
  if (c.kind === 'symlink') return '120000';
  if (c.kind === 'submodule') return '160000';
  return c.executable ? '100755' : '100644';
}

function kindOf(mode: string): ObjectKind {
  if (mode === '120000') return 'symlink';
  if (mode === '160000') return 'submodule';
  return 'file';
}

function statusOf(letter: string, srcMode: string, dstMode: string, srcOid: string, dstOid: string): ChangeStatus {
  switch (letter) {
    case 'A':
      return 'added';
    case 'D':
      return 'deleted';
    case 'R':
      return 'renamed';
    case 'T':
      return 'type-changed';
    default:
      return srcMode !== dstMode && srcOid === dstOid && !ZERO.test(dstOid) ? 'mode-changed' : 'modified';
  }
}

/** One side of a change git reports: its mode and object; null where the path holds nothing. */
export type Side = { mode: string; oid: string } | null;
export interface RawSides {
  path: string;
  from: Side;
  to: Side;
}

/**
 * `git diff --raw -z --no-renames` read as each path's two sides (parseRawNumstat keeps the head's
 * only): every path taken after its record, whatever bytes it holds.
 */
export function rawSides(out: string): RawSides[] {
  const tok = out.split('\0');
  const changes: RawSides[] = [];
  const side = (mode: string, oid: string): Side => (ZERO.test(oid) && mode === '000000' ? null : { mode, oid });
  for (let i = 0; i + 1 < tok.length && tok[i]; i += 2) {
    const m = RAW.exec(tok[i]!);
    if (!m) throw new ProofgateError(`unexpected git diff output: ${JSON.stringify(tok[i]!.slice(0, 80))}`);
    changes.push({ path: tok[i + 1]!, from: side(m[1]!, m[3]!), to: side(m[2]!, m[4]!) });
  }
  return changes;
}

/**
 * Parses `git diff --raw --numstat -z` (raw records first, then numstat). Every
 * path is taken positionally after its record, so no file name can be mistaken
 * for a record, whatever bytes it holds. Given `objects`, each file or link git
 * compared there (both sides, from the object store) is added to it.
 */
export function parseRawNumstat(out: string, objects?: { path: string; oid: string }[]): Change[] {
  const tok = out.split('\0');
  if (tok[tok.length - 1] === '') tok.pop();
  const changes: Change[] = [];
  const byPath = new Map<string, Change>();
  let i = 0;
  while (i < tok.length && tok[i]!.startsWith(':')) {
    const m = RAW.exec(tok[i]!);
    if (!m) throw new ProofgateError(`unexpected git diff output: ${JSON.stringify(tok[i]!.slice(0, 80))}`);
    const [, srcMode, dstMode, srcOid, dstOid, letter] = m as unknown as [string, string, string, string, string, string];
    const twoPaths = letter === 'R' || letter === 'C';
    const first = tok[i + 1];
    const second = twoPaths ? tok[i + 2] : undefined;
    if (first === undefined || (twoPaths && second === undefined)) throw new ProofgateError('truncated git diff output');
    const status = letter === 'C' ? 'added' : statusOf(letter, srcMode, dstMode, srcOid, dstOid);
    const deleted = status === 'deleted';
    const change: Change = {
      path: twoPaths ? second! : first,
      status,
      kind: kindOf(deleted ? srcMode : dstMode),
      blob: deleted || ZERO.test(dstOid) ? '' : dstOid,
      added: 0,
      deleted: 0,
    };
    if (letter === 'R') change.from = first;
    if (objects) {
      if (stored(srcMode, srcOid)) objects.push({ path: first, oid: srcOid });
      if (stored(dstMode, dstOid)) objects.push({ path: change.path, oid: dstOid });
    }
    if ((letter === 'R' || deleted) && !ZERO.test(srcOid)) change.baseBlob = srcOid;
    if (dstMode === '100755') change.executable = true;
    if (srcMode === '100755') change.baseExecutable = true;
    changes.push(change);
    byPath.set(change.path, change);
    i += twoPaths ? 3 : 2;
  }
  while (i < tok.length) {
    const t = tok[i]!;
    const tab1 = t.indexOf('\t');
    const tab2 = t.indexOf('\t', tab1 + 1);
    if (tab1 < 0 || tab2 < 0) throw new ProofgateError(`unexpected git numstat output: ${JSON.stringify(t.slice(0, 80))}`);
    const a = t.slice(0, tab1);
    const d = t.slice(tab1 + 1, tab2);
    let path = t.slice(tab2 + 1);
    if (path === '') {
      path = tok[i + 2] ?? '';
      i += 3;
    } else i += 1;
    const change = byPath.get(path);
    if (!change) continue;
    change.added = a === '-' ? null : Number(a);
    change.deleted = d === '-' ? null : Number(d);
  }
  return changes;
}

export interface DiffOptions {
  /** A commit, or with `range` a `base...head` range (diffed from their merge base). */
  from: string;
  /** A commit, or null: the working tree (untracked files included), unless `range`. */
  to: string | null;
  range?: boolean;
  /** Only these paths (literal pathspecs); the untracked files are then not listed. */
  paths?: string[];
  /**
   * Untracked files of the working tree this diff shows as new (intent to add, in its copy of the
   * index): git compares only what an index holds, so it finds no copy into an untracked file.
   */
  newInTree?: string[];
}

/**
 * What decides the result is on the command line, never in a user's or a
 * repository's configuration, so that the machine that seals a scope and the
 * one that checks it get the same answer: the rename limit, paths from the
 * top, and the settings of every diff (DIFF_SETTINGS).
 */

/** Paths one git process pairs among (sources, then targets), when their bytes allow (argvGroups). */
const PAIRS_PER_PROCESS = 500;

const DIFF_ARGS = ['-M', `-l${RENAME_LIMIT}`, '--no-relative', '--no-abbrev', ...DIFF_SETTINGS];

/** git diff's output; against the working tree in a copy of the index, which its refresh writes (withIndexCopy). */
function gitDiff(repo: Repo, what: string[], { from, to, paths, range, newInTree }: DiffOptions, renames = '-M'): Promise<string> {
  const args = DIFF_ARGS.map((a) => (a === '-M' ? renames : a));
  const argv = ['-c', 'core.quotePath=false', 'diff', ...what, ...args, from, ...(to ? [to] : []), '--', ...(paths ?? [])];
  if (to !== null || range) return raw(repo, argv);
  const shown = newInTree ?? [];
  return withIndexCopy(repo.root, async (env) => {
    // On the command line in groups, as every git has it (a pathspec file is git 2.25's). Forced: each
    // is untracked by the tree's own .gitignore files, and git add would refuse one .git/info/exclude names.
    for (const group of pathGroups(shown)) await runGit(repo.root, ['add', '-f', '--intent-to-add', '--', ...group], { env });
    return runGit(repo.root, argv, { env });
  });
}

/**
 * The lowest similarity at which a move or a copy is still one: git pairs a rename at 50% by
 * default, so a file moved and mostly rewritten (or moved and padded) is a deletion and an addition.
 */
const WEAKEST = '1%';

/** The pairs of a `git diff --raw -z` that finds renames or copies: each new path → its source. */
async function pairs(repo: Repo, what: string[], options: DiffOptions): Promise<Map<string, string>> {
  const tok = (await gitDiff(repo, ['--raw', '-z', ...what], options, `-M${WEAKEST}`)).split('\0');
  const found = new Map<string, string>();
  // Each record is `:modes oids letter`, the source, the new path; only R and C records are asked for.
  for (let i = 0; i + 2 < tok.length; i += 3) {
    if (!/^:\d{6} \d{6} [0-9a-f]+ [0-9a-f]+ [RC]\d*$/.test(tok[i]!))
      throw new ProofgateError(`unexpected git diff output: ${JSON.stringify(tok[i]!.slice(0, 80))}`);
    found.set(tok[i + 2]!, tok[i + 1]!);
  }
  return found;
}

/**
 * The moves git pairs only below its default similarity: each added path with the deleted path it
 * pairs at WEAKEST, within the rename limit (an untracked one only when `newInTree` shows it to git).
 */
export function weakMoves(repo: Repo, options: DiffOptions): Promise<Map<string, string>> {
  return pairs(repo, ['--diff-filter=R'], options);
}

/**
 * The files among `added` git finds copied, at any similarity down to WEAKEST, from one of
 * `sources`, unchanged files too (`--find-copies-harder` among the paths asked), or moved from one
 * it no longer holds (a pair git then calls a rename: an untracked file in the working tree is
 * paired by no other diff): each added path → its source. Asked in groups, so no command line
 * grows with the change.
 */
export async function weakCopies(repo: Repo, options: DiffOptions, sources: string[], added: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const untracked = new Set(options.newInTree);
  // Each side within half a command line's bytes.
  const limits = { most: PAIRS_PER_PROCESS, bytes: ARGV_GROUP_BYTES / 2 };
  const targetGroups = pathGroups(added, limits);
  for (const group of pathGroups(sources, limits))
    for (const targets of targetGroups) {
      const paths = [...group, ...targets];
      const newInTree = targets.filter((p) => untracked.has(p));
      const copies = await pairs(repo, ['--diff-filter=CR', '--find-copies-harder', `-C${WEAKEST}`], {
        ...options,
        paths,
        newInTree,
      });
      for (const [to, from] of copies) if (!found.has(to)) found.set(to, from);
    }
  return found;
}

export async function diffChanges(repo: Repo, options: DiffOptions): Promise<Change[]> {
  const objects: { path: string; oid: string }[] = [];
  let changes = parseRawNumstat(await gitDiff(repo, ['--raw', '--numstat', '-z'], options), objects);
  // git counted (and will show) these blobs without checking them against their ids: a forged one
  // (a partial clone's missing base blob found in a planted alternate store) is refused before the
  // counts are sealed, in one batch read.
  await verifyObjects(repo.root, objects);
  if (options.to === null && !options.range && !options.paths) {
    // A folder holding a repository of its own is listed by its name and a slash: git add -A
    // records it as a submodule at the commit it has checked out. Only the tracked .gitignore files
    // hide a file, as the index holds them (withUntrackedListing): one this machine's excludes, or an
    // untracked or edited .gitignore, hide is in the scope.
    const untracked: Change[] = (await withUntrackedListing(repo.root, (args) => raw(repo, args)))
      .split('\0')
      .filter(Boolean)
      .map((listed) => {
        const repository = listed.endsWith('/');
        const path = repository ? listed.slice(0, -1) : listed;
        return { path, status: 'added', kind: repository ? 'submodule' : 'file', blob: '', added: 0, deleted: 0, untracked: true };
      });
    // A file the index dropped and the tree still holds (git rm --cached): git diff calls it deleted,
    // ls-files untracked. It is the file on disk, which git add -A commits back: one change, untracked.
    const onDisk = new Set(untracked.map((c) => c.path));
    changes = [...changes.filter((c) => !(c.status === 'deleted' && onDisk.has(c.path))), ...untracked];
    // A file git's clean step takes back to the base's blob (a CR-only edit under core.autocrlf) is in no
    // diff, yet it runs otherwise and git status (the gate's check) shows it: listed with no lines, for the
    // selection's check of cleaned files.
    const listed = new Set(changes.map((c) => c.path));
    const modified = await withIndexCopy(repo.root, (env) => modifiedFiles(repo.root, env));
    const unlisted = await scanTree(repo, options.from, (e) => {
      if (!/^100(644|755)$/.test(e.mode) || listed.has(e.path)) return false;
      const there = lstatSync(join(repo.root, e.path), { throwIfNoEntry: false });
      // A name git holds that is not UTF-8 decodes to no name on disk (U+FFFD in place of its bytes).
      if (!there && e.path.includes('\ufffd')) throw notUtf8Name(e.path);
      return !!there?.isFile();
    });
    for (const e of await checkedOutOtherwise(repo.root, unlisted, modified))
      changes.push({ path: e.path, status: 'modified', kind: 'file', blob: '', added: 0, deleted: 0 });
  }
  return changes;
}

/**
 * Line counts of `paths` read from the patch itself (`-p --text`): git's
 * numstat says "binary" for them whatever `--text` says. The patch has one
 * section per change, in the order of the raw records, but two for a type
 * change (a symlink that became a file: the old one deleted, the new one
 * created), each under its file's own header. The patch is read at git's own line ends, each hunk by its counts
 * (parsePatch), so no line of content can start a section.
 */
export async function textLineCounts(
  repo: Repo,
  options: DiffOptions & { paths: string[] },
): Promise<Map<string, { added: number; deleted: number }>> {
  const [entries, patch] = await Promise.all([
    diffChanges(repo, options),
    gitDiff(repo, ['-p', '--text', '--no-color', '--src-prefix=a/', '--dst-prefix=b/'], options),
  ]);
  const sections = parsePatch(patch);
  const made = (section: FilePatch | undefined, mode: string) => section?.meta.some((l) => l.startsWith(mode)) ?? false;
  const counts = new Map<string, { added: number; deleted: number }>();
  let at = 0;
  for (const e of entries) {
    const split = e.status === 'type-changed' && made(sections[at], 'deleted file mode') && made(sections[at + 1], 'new file mode');
    const mine = sections.slice(at, (at += split ? 2 : 1));
    if (mine.length === 0) break;
    // Each section under its own file's header, or the listing and the patch disagree.
    const header = sectionHeader(e.from ?? e.path, e.path);
    const other = mine.find((s) => s.header !== header);
    if (other)
      throw new ProofgateError(
        `unexpected git diff output: ${JSON.stringify(visible(other.header))} where ${JSON.stringify(visible(header))} was due`,
      );
    const lines = mine.flatMap((s) => s.hunks.flatMap((h) => h.lines.slice(1)));
    counts.set(e.path, {
      added: lines.filter((l) => l.startsWith('+')).length,
      deleted: lines.filter((l) => l.startsWith('-')).length,
    });
  }
  if (at !== sections.length || counts.size !== entries.length)
    throw new ProofgateError(`unexpected git diff output: ${sections.length} patch section(s) for ${entries.length} change(s)`);
  return counts;
}

export function countLines(data: Uint8Array): number {
  if (data.length === 0) return 0;
  let n = 0;
  for (let i = 0; i < data.length; i++) if (data[i] === 10) n++;
  return data[data.length - 1] === 10 ? n : n + 1;
}

/** Beyond this a file is not read to count its lines or test its text: it counts as binary. */
export const TEXT_MAX_BYTES = 16 * 1024 * 1024;

/** Fills in kind, mode, line count and binary state of an untracked file, reading it only now that it is kept. */
export async function inspectUntracked(root: string, change: Change): Promise<{ symlinkTarget?: string }> {
  if (change.kind === 'submodule') return {};
  const full = join(root, change.path);
  const info = await lstat(full);
  if (info.isSymbolicLink()) {
    change.kind = 'symlink';
    change.added = 1;
    return { symlinkTarget: await readlink(full) };
  }
  // Its mode is the working tree's: git records it so once added (headMode).
  if (info.isFile() && info.mode & 0o111) change.executable = true;
  if (!info.isFile() || info.size > TEXT_MAX_BYTES) {
    change.added = null;
    change.deleted = null;
    return {};
  }
  // Read as readRegular reads (no link followed, no FIFO waited on, the cap kept while reading): the
  // name may be another file by now, and that is refused, never opened.
  const read = await readRegular(root, change.path, TEXT_MAX_BYTES);
  if (read.status === 'missing' || read.status === 'refused')
    throw new ProofgateError(
      `${shownPath(change.path)} changed while proofgate read it: it ${read.status === 'missing' ? 'is gone' : read.reason}; run again once nothing writes the working tree`,
    );
  if (read.status === 'too-large' || !isText(read.bytes)) {
    change.added = null;
    change.deleted = null;
  } else change.added = countLines(read.bytes);
  return {};
}

/** `git diff -U<context>` of each path, without rename detection (batched: see diffByPath). */
export function diffsOf(repo: Repo, base: string, head: string, paths: string[], context = 0): Promise<Map<string, string>> {
  return diffByPath(
    repo,
    { base, head, context, renames: false },
    paths.map((path) => ({ path })),
  );
}

/** The head-side line ranges a diff's hunks show (context lines included): where a review comment may sit. */
export function headRanges(diff: string): { start: number; end: number }[] {
  return parsePatch(diff)
    .flatMap((s) => s.hunks)
    .filter((h) => h.head.newCount > 0)
    .map(({ head }) => ({ start: head.newStart, end: head.newStart + head.newCount - 1 }));
}

/** A change's merge base and its files, both under way: started by whoever knows the commits first. */
export interface ChangeDiff {
  mergeBase: Promise<string>;
  changes: Promise<Change[]>;
  /**
   * The same change without renames or line counts (no content compared, so it arrives well before
   * `changes`): each path's head blob, for reading small files while git counts lines.
   */
  listed?: Promise<Change[]>;
}

/**
 * Starts git on the change from the merge base of `base` and `head` (`head` null: the working
 * tree). A commit range diffs from the merge base itself (`base...head`), so both run at once;
 * the working tree needs the merge base first. Rejections are left to whoever awaits.
 */
export function diffFromMergeBase(repo: Repo, base: string, head: string, workspace: boolean): ChangeDiff {
  const mb = mergeBase(repo, base, head);
  // A range with no merge base fails in git's words; the merge base's own error says why (a shallow clone) and the fix.
  const changes = workspace
    ? mb.then((from) => diffChanges(repo, { from, to: null }))
    : diffChanges(repo, { from: `${base}...${head}`, to: null, range: true }).catch(async (err: unknown) => {
        await mb;
        throw err;
      });
  const listed = workspace
    ? undefined
    : raw(repo, [
        '-c',
        'core.quotePath=false',
        'diff',
        '--raw',
        '-z',
        '--no-renames',
        ...DIFF_ARGS.filter((a) => a !== '-M' && !a.startsWith('-l')),
        `${base}...${head}`,
        '--',
      ]).then(parseRawNumstat);
  // Awaited later, maybe after another step failed: never an unhandled rejection meanwhile.
  mb.catch(() => undefined);
  changes.catch(() => undefined);
  listed?.catch(() => undefined);
  return { mergeBase: mb, changes, ...(listed ? { listed } : {}) };
}
