import { existsSync } from 'node:fs';
import { lstat, readlink, rm } from 'node:fs/promises';
import { freshDir, readRegular } from '../text/files.js';
import { isAbsolute, join, posix, relative, resolve, sep } from 'node:path';
import {
  blobId,
  entriesAt,
  hashFiles,
  inFolder,
  objectInfo,
  raw,
  readObjects,
  runGit,
  streamObjects,
  scanTree,
  type Repo,
  treeFilesMatching,
  type TreeEntry,
} from '../git/git.js';
import {
  diffFromMergeBase,
  weakCopies,
  weakMoves,
  headMode,
  inspectUntracked,
  textLineCounts,
  TEXT_MAX_BYTES,
  type Change,
  type ChangeDiff,
} from '../git/diff.js';
import { RENAME_LIMIT } from '../git/diff-settings.js';
import { PathIndex } from '../git/path-index.js';
import { argvGroups } from '../git/argv.js';
import { isText } from '../text/encoding.js';
import { isGeneratedOrVendored, isSecretPath, PATH_MAX_CHARS, SECRET_PATH_HINT, targetIsSecret } from './paths.js';
import { compileGlobs } from './globs.js';
import { projectFiles, readRuleSet, ruleMatcher, ruleSetSeal, type RuleSet } from './rules.js';
import { loadReviewerCatalog, selectReviewers, triggeredBy, type ChangeFacts, type ReviewerCatalog } from './reviewers.js';
import { isReviewConfig } from './attention.js';
import { POLICY_HERE, readsBefore, RUNS_HERE } from './runnable.js';
import {
  actionCode,
  isActionMetadata,
  isAutomationFile,
  linkTarget,
  runByAction,
  writtenNames,
  type ActionCode,
  type CommandText,
} from './action-code.js';
import { cutUnits, makePlan } from './units.js';
import { addsSecret, linesBetray, secretMarks, type SecretFile, type SecretMarks } from './secret-lines.js';
import { changedUnquotable, QUOTE_MAX_CHARS, unquotableLines } from './quotable.js';
import { contentScript } from './script-language.js';
import { sortByBytes } from '../text/hash.js';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import { cutChars } from '../text/truncate.js';
import type { Effort, ReviewScope } from '../schemas/types.js';
import { reviewFolder } from './folder.js';

/** The empty blob's id in a SHA-1 and a SHA-256 repository. */
const EMPTY_BLOBS = new Set([
  'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391',
  '473a0f4c3be8a93681a267e3b1e9a7dcda1185436fe141f7749120a303721813',
]);

type ExclusionReason = ReviewScope['excluded'][number]['reason'];
/** Precedence: the first reason that applies is the one recorded. */
export const EXCLUSION_REASONS: readonly ExclusionReason[] = [
  'secret',
  'binary',
  'deleted',
  'generated-or-vendored',
  'excluded-by-pattern',
  'not-included',
];

const MAX_CHANGED_FILES = 50_000;
/** Bytes read, in all, to tell text from binary among the files git calls binary; past it they count as binary. */
const TEXT_CHECK_BUDGET = 128 * 1024 * 1024;

/** Everything the seal covers: a scope without its id, its hash and the refs as typed. */
export type SealedScope = Omit<ReviewScope, 'schema' | 'id' | 'scopeSha256' | 'request'>;

export interface SelectOptions {
  repo: Repo;
  baseSha: string;
  headSha: string;
  workspace: boolean;
  include: string[];
  exclude: string[];
  effort: Effort;
  /** The folder holding one review folder per id: its untracked files in the working tree are proofgate's own. */
  reviewDir: string;
  /** Sealing hashes working-tree files into the object store; checking only computes their ids. */
  writeObjects: boolean;
  /** each: every reviewer its own agent run; one: one run plays them all. */
  dispatch: ReviewScope['dispatch'];
  /** Reviewers whose definition holds a shell may use it. */
  shell: boolean;
  /** The intent's seal, when there is one: it dispatches the spec-compliance reviewer. */
  intent?: ReviewScope['intent'];
  /** git's diff of the change, when the caller started it already (the same commits and working tree). */
  diff?: ChangeDiff;
  /**
   * The gate's own files (a test report it reads, the documents it writes), as repository paths: left out when
   * untracked, as the review folder's are. The caller never names a path the scope seals.
   */
  setAside?: ReadonlySet<string>;
}

/** The repository-relative prefix of the review folder, or undefined when it lies outside the repository. */
export function reviewPrefix(repo: Repo, dirAbs: string): string | undefined {
  const rel = relative(repo.root, dirAbs);
  if (rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return rel.split('\\').join('/');
}

/** In the review folder: none when it lies outside the repository. */
const inReviewFolder = (path: string, prefix: string | undefined) => prefix !== undefined && inFolder(path, prefix);

/** How many links a path is followed through, as in `actionsIn`. */
const LINK_HOPS = 8;
/**
 * Characters of the paths one walk looks up, in all: each name walked is a path looked up whole,
 * so a target 2,000 folders deep cost 4 million (1,500 such links: minutes); an honest walk looks
 * up a few paths of a few hundred characters.
 */
const LINK_WALK_CHARS = 256 * 1024;

/** A link's target followed as the system follows it, in repository paths. */
interface LinkWalk {
  /** The links met on the way (the first one's own path aside), then the end when it lies in the repository. */
  walked: string[];
  /** Where it ends ('' is the checkout's own folder), or undefined when it leads outside the repository. */
  end?: string;
  /** It still led on past LINK_HOPS links or LINK_WALK_CHARS (a loop, or a chain longer or deeper than any honest one). */
  exhausted: boolean;
}

/**
 * Where a link at repository path `link` pointing to `target` leads, resolved as the system resolves
 * it in this checkout: one name at a time, a name that is a link (`linkAt`) replaced by its target
 * before a `..` after it applies (`lib/current/../helpers`, `lib/current` -> `../vendor/pkg`, opens
 * `vendor/helpers`, never `lib/helpers`), so a walk that leaves through `..` or an absolute target
 * and comes back in under the checkout's own folder (`../../shop/settings`) is followed too.
 */
async function linkWalk(
  root: string,
  link: string,
  target: string,
  linkAt: (path: string) => Promise<string | undefined>,
): Promise<LinkWalk> {
  const top = resolve(root).split(sep);
  const inside = (at: string[]) =>
    at.length >= top.length && top.every((s, i) => at[i] === s) ? at.slice(top.length).join('/') : undefined;
  const at = [...top, ...link.split('/').slice(0, -1)];
  // The names still to walk, the next one last.
  const names: string[] = [];
  const follow = (text: string) => {
    if (posix.isAbsolute(text)) at.splice(1);
    names.push(...text.split('/').reverse());
  };
  follow(target);
  const walked: string[] = [];
  for (let hops = 0, looked = 0; names.length;) {
    const name = names.pop()!;
    if (name === '' || name === '.') continue;
    if (name === '..') {
      if (at.length > 1) at.pop();
      continue;
    }
    at.push(name);
    const path = inside(at);
    if ((looked += path?.length ?? 0) > LINK_WALK_CHARS) return { walked, exhausted: true };
    const next = path ? await linkAt(path) : undefined;
    if (next === undefined) continue;
    if (++hops > LINK_HOPS) return { walked, exhausted: true };
    walked.push(path!);
    at.pop();
    follow(next);
  }
  const end = inside(at);
  return { walked: end === undefined ? walked : [...walked, end], ...(end === undefined ? {} : { end }), exhausted: false };
}

/** A link's target and its walk, or undefined when it is no link. */
async function walkFrom(
  root: string,
  link: string,
  targetOf: (path: string) => Promise<string | undefined>,
): Promise<{ target: string; walk: LinkWalk } | undefined> {
  const target = await targetOf(link);
  return target === undefined ? undefined : { target, walk: await linkWalk(root, link, target, targetOf) };
}

/** A link is a secret when its target names one, or its walk passes one or never ends. */
const isSecretLink = (link: string, { target, walk }: { target: string; walk: LinkWalk }) =>
  targetIsSecret(link, target) || walk.exhausted || walk.walked.some((p) => isSecretPath(p));

/**
 * A symlink that leads to a secret path, directly or through other links (a new `run.js` -> an
 * unchanged `settings` -> `.env`), is a secret too, and so is one whose walk never ends: targets are
 * read from git (or the work tree's links), never the file a link points to.
 */
async function secretSymlinks(repo: Repo, changes: Change[], at: MergeTrees, workspace: boolean, list: TreeLister): Promise<Set<Change>> {
  const links = changes.filter((c) => c.status !== 'deleted' && (c.kind === 'symlink' || (workspace && c.blob === '' && c.untracked)));
  const secret = new Set<Change>();
  if (!links.length) return secret;
  for (const { targetOf } of await linkViews(repo, changes, at, workspace, list))
    for (const c of links) {
      const followed = await walkFrom(repo.root, c.path, targetOf);
      if (followed !== undefined && isSecretLink(c.path, followed)) secret.add(c);
    }
  return secret;
}

/**
 * The commits a checkout of the merge is made from: the head, the base tip it merges into (none
 * for a caller that knows only the merge base) and the merge base.
 */
interface MergeTrees {
  head: string;
  tip?: string;
  mergeBase: string;
}

/** What the change leaves at a path: its kind, or undefined where it deleted or moved away what was there. */
function changedKinds(changes: Change[]): Map<string, string | undefined> {
  const changed = new Map<string, string | undefined>();
  for (const c of changes)
    for (const gone of [c.from, c.status === 'deleted' ? c.path : undefined]) if (gone !== undefined) changed.set(gone, undefined);
  for (const c of changes) if (c.status !== 'deleted') changed.set(c.path, c.kind);
  return changed;
}

/**
 * The links of `tree` under the change's entries, as a checkout of its merge with the change holds
 * them: a changed path's link is the head's (the working tree's), any other the tree's.
 */
async function linksUnderChange(
  repo: Repo,
  changes: Change[],
  tree: string,
  head: string,
  workspace: boolean,
  list: TreeLister,
): Promise<(path: string) => Promise<string | undefined>> {
  const inTree = await linkReader(tree, false, repo.root, list);
  if (!workspace && tree === head) return inTree;
  const changed = changedKinds(changes);
  // The head holds no link where the change deleted one or left another kind (an untracked file's is not known yet).
  const inHead = await linkReader(head, workspace, repo.root, list);
  return (path) => (changed.has(path) ? inHead(path) : inTree(path));
}

/** A tree a checkout of the merge can hold, as a link walk reads it: the paths of its links and their text. */
interface LinkView {
  links: string[];
  targetOf: (path: string) => Promise<string | undefined>;
}

/**
 * The trees a checkout of the merge can hold: the head's (the working tree's), and, when the base
 * moved on since the merge base, the base tip's under the change's entries. A link the base tip
 * gained after the branch forked is in the merge yet in no diff, so a walk is decided in each.
 */
async function linkViews(repo: Repo, changes: Change[], at: MergeTrees, workspace: boolean, list: TreeLister): Promise<LinkView[]> {
  const changed = changedKinds(changes);
  const changedLinks = [...changed].flatMap(([path, kind]) => (kind === 'symlink' ? [path] : []));
  const head = {
    // A link the working tree deleted or moved away is gone.
    links: [...new Set([...(await list(at.head)).links.keys(), ...(workspace ? changedLinks : [])])].filter(
      (l) => changed.get(l) !== undefined || !changed.has(l),
    ),
    targetOf: await linkReader(at.head, workspace, repo.root, list),
  };
  if (at.tip === undefined || at.tip === at.mergeBase) return [head];
  const tip = {
    links: [...new Set([...[...(await list(at.tip)).links.keys()].filter((l) => !changed.has(l)), ...changedLinks])],
    targetOf: await linksUnderChange(repo, changes, at.tip, at.head, workspace, list),
  };
  return [head, tip];
}

/** What a tree entry is, in a change's words. */
const entryKind = (e: TreeEntry) =>
  e.type === 'tree' ? 'folder' : e.type === 'commit' ? 'submodule' : e.mode === '120000' ? 'symlink' : 'file';

/** Rounds of links found under folders that links lead to, and entries under them in all: past either, fail closed. */
const FOLDER_LINK_DEPTH = LINK_HOPS;
const FOLDER_ENTRIES_MAX = 200_000;

/** The tree a review reads, as unreviewedLinks sees it (the head's, or the merge base's under the changes). */
interface ReviewedTree {
  /** Where a link's walk ends, or undefined when it leaves the repository, reaches the top folder, passes a left-out name or is a secret link. */
  endOf: (link: string) => Promise<string | undefined>;
  /** Reads what the tree holds at these paths, for `kind` (git holds an entry only where every folder above it is a folder). */
  load: (paths: string[]) => Promise<void>;
  kind: (path: string) => string | undefined;
  /** A loaded end is a file or folder of the tree, with no unselected change at or under it and no review folder in it. */
  held: (end: string) => boolean;
  /** Every entry of the tree under each folder, with its kind. */
  under: (folders: string[]) => Promise<Map<string, { path: string; kind: string }[]>>;
  /** An entry under a folder no review reads: a submodule, or an unchanged one left out by its name or a secret's. */
  unread: (entry: { path: string; kind: string }) => boolean;
  /** Of these loaded or listed files, the unchanged ones no review reads as code (opaqueText's test, as for a changed file). */
  opaque: (files: string[]) => Promise<Set<string>>;
}

interface TreeView {
  /**
   * The trees a checkout of the merge can hold, each under the change's entries: the head's (for a
   * working-tree scope the merge base's, its unchanged files on disk), then the base tip's when it
   * moved on since the merge base.
   */
  trees: string[];
  /** The commits whose attributes (the head's with the working tree's, for a working-tree scope) decide what a checkout writes. */
  checkouts: Checkouts;
  workspace: boolean;
  list: TreeLister;
  leftOut: (path: string) => boolean;
  /** The review folder in a working tree: what is untracked in it was set aside unread. */
  reviewFolder?: string;
}

async function reviewedTree(repo: Repo, kept: Change[], changes: Change[], view: TreeView, tree: string): Promise<ReviewedTree> {
  const live = changes.filter((c) => c.status !== 'deleted');
  const changed = changedKinds(changes);
  // Asked of each path by its own characters: no folder's path is built (PathIndex).
  const changedPaths = new PathIndex(changed.keys());
  const livePaths = new PathIndex(live.map((c) => c.path));
  const selected = new Set(kept);
  const leftPaths = new PathIndex(live.filter((c) => !selected.has(c)).map((c) => c.path));
  // A working tree's links as git sees them: a changed one's text is on disk, an unchanged one's in the tree.
  const targetOf = await linksUnderChange(repo, changes, tree, view.checkouts.head, view.workspace, view.list);
  const entries = new Map<string, TreeEntry | null>();
  // What git holds at a path of the reviewed tree: a change overrides the tree's entry, a live change under it makes a folder.
  const kind = (path: string): string | undefined => {
    if (changed.get(path) !== undefined) return changed.get(path);
    if (livePaths.under(path)) return 'folder';
    if (changed.has(path)) return undefined;
    const e = entries.get(path);
    return e ? entryKind(e) : undefined;
  };
  return {
    endOf: async (link) => {
      const followed = await walkFrom(repo.root, link, targetOf);
      if (followed === undefined || isSecretLink(link, followed)) return undefined;
      const { walked, end } = followed.walk;
      // '' is the checkout's own folder, which holds `.git`.
      return end === undefined || end === '' || walked.some(view.leftOut) ? undefined : end;
    },
    load: async (paths) => {
      for (const [path, e] of await entriesAt(repo, tree, [...new Set(paths)])) entries.set(path, e);
    },
    kind,
    // A walk that ends on a link (one leading out of the repository) ends where git holds no file or folder.
    // Every folder above a file or folder is one, as git holds it or as a change under it makes it,
    // save a changed path: a folder only where the change leaves something under it.
    held: (end) =>
      changedPaths.foldersOf(end).every((f) => changed.get(f) === undefined && livePaths.under(f)) &&
      ['file', 'folder'].includes(kind(end) ?? '') &&
      !leftPaths.has(end) &&
      !leftPaths.under(end) &&
      !(view.reviewFolder !== undefined && inFolder(view.reviewFolder, end)),
    under: async (folders) => {
      const found = new Map(folders.map((f) => [f, [] as { path: string; kind: string }[]]));
      // The folders asked for that hold a path.
      const asked = new PathIndex(folders);
      const add = (path: string, kind: string) => asked.foldersOf(path).forEach((f) => found.get(f)!.push({ path, kind }));
      if (!folders.length) return found;
      // One pass over the tree's listing (listed once per run) for every folder of a round.
      for (const e of await scanTree(repo, tree, (e) => !changed.has(e.path) && asked.foldersOf(e.path).length > 0)) {
        entries.set(e.path, e);
        add(e.path, entryKind(e));
      }
      for (const c of live) add(c.path, c.kind);
      return found;
    },
    // A change under a folder is the selection's to judge: held() refuses one it does not select.
    unread: ({ path, kind }) => kind === 'submodule' || (!changed.has(path) && (view.leftOut(path) || isSecretPath(path))),
    opaque: async (files) => {
      const stored = files.flatMap((path) => {
        const e = entries.get(path);
        return e && !changed.has(path) && entryKind(e) === 'file' ? [{ path, blob: e.oid }] : [];
      });
      if (!stored.length) return new Set();
      const { within, past } = await withinTextBudget(repo, stored);
      // The base tip's unchanged files are its blobs, never the working tree's.
      const onDisk = view.workspace && tree === view.trees[0];
      const opaque = await opaqueText(repo, view.checkouts, within, onDisk);
      return new Set([...past, ...opaque].map((f) => f.path));
    },
  };
}

/**
 * Files split by TEXT_CHECK_BUDGET, in path order: those whose content fits in it (or that are past
 * TEXT_MAX_BYTES, which opaqueText never reads), and the rest, which count as unread.
 */
async function withinTextBudget<T extends Stored>(repo: Repo, files: T[]): Promise<{ within: T[]; past: T[] }> {
  const info = await objectInfo(
    repo.root,
    files.map((f) => f.blob),
  );
  let budget = TEXT_CHECK_BUDGET;
  const within: T[] = [];
  const past: T[] = [];
  for (const f of sortByBytes(files, (f) => f.path)) {
    const size = info.get(f.blob)?.size ?? 0;
    (size > TEXT_MAX_BYTES || (budget -= size) >= 0 ? within : past).push(f);
  }
  return { within, past };
}

/**
 * The ends (files and folders) of links that a review reads whole: a file, or a folder every entry
 * of which is read, links under it followed to their own ends through FOLDER_LINK_DEPTH rounds. A
 * file is read only where it would be selected were it changed (opaqueText): a binary, a file past
 * the cap or in another encoding, a pointer git-lfs fills, or a file re-encoded, runs bytes no
 * review read.
 */
async function reviewedEnds(tree: ReviewedTree, ends: string[]): Promise<Set<string>> {
  const ok = new Map<string, boolean>();
  const leadsTo = new Map<string, string[]>();
  // The files each end reads: itself, or the entries under it.
  const files = new Map<string, string[]>();
  let budget = FOLDER_ENTRIES_MAX;
  let pending = [...new Set(ends)];
  for (let depth = 0; pending.length; depth++) {
    await tree.load(pending);
    for (const end of pending) ok.set(end, depth <= FOLDER_LINK_DEPTH && tree.held(end));
    for (const end of pending) if (ok.get(end) && tree.kind(end) === 'file') files.set(end, [end]);
    const next = new Set<string>();
    for (const [folder, entries] of await tree.under(pending.filter((end) => ok.get(end) && tree.kind(end) === 'folder'))) {
      budget -= entries.length;
      const to = budget < 0 ? undefined : await linkEnds(tree, entries);
      if (to === undefined) ok.set(folder, false);
      else {
        leadsTo.set(folder, to);
        files.set(
          folder,
          entries.filter((e) => e.kind === 'file').map((e) => e.path),
        );
      }
      for (const end of to ?? []) if (!ok.has(end)) next.add(end);
    }
    pending = [...next];
  }
  const opaque = await tree.opaque([...new Set([...files.values()].flat())]);
  for (const [end, read] of files) if (read.some((f) => opaque.has(f))) ok.set(end, false);
  // A folder is read whole only when every end its links lead to is, through any number of them (a loop among them is read whole).
  for (let more = true; more;) {
    more = false;
    for (const [folder, to] of leadsTo)
      if (ok.get(folder) && to.some((end) => !ok.get(end))) {
        ok.set(folder, false);
        more = true;
      }
  }
  return new Set([...ok].filter(([, read]) => read).map(([end]) => end));
}

/** Where the links among a folder's entries end, or undefined when an entry or a link's walk is one no review reads. */
async function linkEnds(tree: ReviewedTree, entries: { path: string; kind: string }[]): Promise<string[] | undefined> {
  const ends: string[] = [];
  for (const e of entries) {
    if (tree.unread(e)) return undefined;
    if (e.kind !== 'symlink') continue;
    const end = await tree.endOf(e.path);
    if (end === undefined) return undefined;
    ends.push(end);
  }
  return ends;
}

/**
 * Selected links whose target no review reads. One rule for every link: it is reviewed only when
 * it leads, through further links as git holds them (the head commit's tree; for a working-tree
 * scope the merge base's under the changes, so an ignored file or link is none), to a file or
 * folder of that tree, never through a name the review leaves out (a `vendor/` file, an
 * `--exclude` pattern, the review folder), never to the checkout's own folder (`.git` is in it) or
 * into a submodule, and with every change at or under it selected. A folder it leads to is walked
 * whole: an entry under it left out by its name, a secret, a submodule or a link that is not
 * reviewed by this same rule leaves the link unreviewed, as a link to that entry would be. Any
 * other (out of the repository, to a path git does not hold, to a left-out change) is a person's
 * to look at: an agent is shown only the link's target text.
 */
async function unreviewedLinks(repo: Repo, kept: Change[], changes: Change[], view: TreeView): Promise<Set<Change>> {
  const links = kept.filter((c) => c.kind === 'symlink');
  const out = new Set<Change>();
  // Decided in each tree the merge can hold: unreviewed in any is unreviewed.
  for (const tree of links.length ? view.trees : [])
    for (const c of await unreviewedIn(links, await reviewedTree(repo, kept, changes, view, tree))) out.add(c);
  return out;
}

/** The links no review reads the end of in one tree (unreviewedLinks). */
async function unreviewedIn(links: Change[], tree: ReviewedTree): Promise<Set<Change>> {
  const out = new Set<Change>();
  const ends = new Map<Change, string>();
  for (const c of links) {
    const end = await tree.endOf(c.path);
    if (end === undefined) out.add(c);
    else ends.set(c, end);
  }
  const read = await reviewedEnds(tree, [...ends.values()]);
  for (const [c, end] of ends) if (!read.has(end)) out.add(c);
  return out;
}

/**
 * Whether a path lies where a reviewed name leads through links of the head (or the working tree):
 * code stored under a name the review leaves out (`docs/plugins/index.js` under `--exclude
 * 'docs/**'`, `vendor/lib.js`) runs under the name of an unchanged link to it or its folder
 * (`src/plugins` -> `../docs/plugins`), so a change there is a change of the reviewed name. Links
 * stored under a place so reached lead on from the reviewed name too. Compared case-folded, as a
 * checkout on a case-insensitive system opens them.
 */
async function reachedThroughLinks(
  root: string,
  views: LinkView[],
  leftOut: (path: string) => boolean,
): Promise<(path: string) => boolean> {
  const reached = await Promise.all(views.map((v) => reachedIn(root, v, leftOut)));
  return (path) => reached.some((within) => within(path));
}

/** The paths reviewed names reach through the links of one view (reachedThroughLinks). */
async function reachedIn(
  root: string,
  { links, targetOf }: LinkView,
  leftOut: (path: string) => boolean,
): Promise<(path: string) => boolean> {
  const places: string[] = [];
  let reached = new PathIndex(places);
  const within = (path: string) => {
    const lower = path.toLowerCase();
    return reached.has(lower) || reached.foldersOf(lower).length > 0;
  };
  const done = new Set<string>();
  for (let fresh = links.filter((l) => !leftOut(l)); fresh.length; fresh = links.filter((l) => !done.has(l) && within(l))) {
    for (const l of fresh) {
      done.add(l);
      for (const p of (await walkFrom(root, l, targetOf))?.walk.walked ?? []) places.push(p.toLowerCase());
    }
    reached = new PathIndex(places);
  }
  return within;
}

/**
 * Where the link at a repository path points (its text), or undefined when it is no link: the work
 * tree's, or the head tree's links read once, found in any case as a checkout on a case-insensitive
 * system opens them.
 */
async function linkReader(
  head: string,
  workspace: boolean,
  root: string,
  list: TreeLister,
): Promise<(path: string) => Promise<string | undefined>> {
  if (workspace) return (path) => readlink(join(root, path)).catch(() => undefined);
  const { links: targets } = await list(head);
  const folded = new Map([...targets].map(([path, target]) => [path.toLowerCase(), target]));
  return (path) => Promise.resolve(targets.get(path) ?? folded.get(path.toLowerCase()));
}

/** A tree's entries and the text of each of its links. */
interface TreeListing {
  listed: TreeEntry[];
  links: Map<string, string>;
}
type TreeLister = (tree: string) => Promise<TreeListing>;

/**
 * Lists each tree once for one scope: the secret-link walk and the search for code to run read the
 * same head. Only what they read is kept (a tree of 200,000 files, a lockfile left out, held every
 * entry of the head and the base: 280 MB and 4 s): links, the files an action or a command may
 * run, files without an extension (a script a command names), and, in a second pass when there are
 * any, the entries links lead to.
 */
function treeLister(repo: Repo): TreeLister {
  const listings = new Map<string, Promise<TreeListing>>();
  const list = async (tree: string): Promise<TreeListing> => {
    const listed = await scanTree(
      repo,
      tree,
      (e) =>
        e.mode === '120000' ||
        (e.type === 'blob' &&
          (isActionMetadata(e.path) || isCommandFile(e.path, e.mode === '100755') || !posix.basename(e.path).includes('.'))),
    );
    const linked = listed.filter((e) => e.mode === '120000');
    const blobs = await readObjects(
      repo.root,
      linked.map((e) => e.oid),
    );
    const links = new Map(linked.map((e) => [e.path, blobs.get(e.oid)?.data?.toString('utf8') ?? '']));
    const kept = new Set(listed.map((e) => e.path));
    const targets = new Set([...links].map(([path, text]) => linkTarget(path, text)).filter((to) => to !== undefined && !kept.has(to)));
    if (targets.size) listed.push(...(await scanTree(repo, tree, (e) => targets.has(e.path))));
    return { listed, links };
  };
  return (tree) => {
    if (!listings.has(tree)) listings.set(tree, list(tree));
    return listings.get(tree)!;
  };
}

/**
 * A pointer as git-lfs's smudge reads one: the first 1024 bytes of a file of any size (what follows
 * is never read), Unicode whitespace around it ignored (Go's unicode.IsSpace: JavaScript's `\s`
 * and U+0085), its own spec URL or the older hawser and git-media ones; and any other `version …`
 * text with an `oid` line: reading more as a pointer only asks a person to look.
 */
// eslint-disable-next-line proofgate/no-trailing-run -- bounded (#658): it reads only the first LFS_READ_BYTES (1024) of a file (`pointer` below), as git-lfs does
const LFS_POINTER = /^[\s\u0085]*version [^\n]*\n(?:[^\n]*\n)*?[\s\u0085]*oid [^\n]+/;
const LFS_POINTER_MIN_BYTES = 'version x\noid y'.length;
const LFS_READ_BYTES = 1024;

/** What the `.gitattributes` of one checkout above the files name (attributesAbove). */
interface AttributesSaid {
  filters: boolean;
  transforms: boolean;
}

/**
 * The checkouts whose attributes decide what a file is written as: the head (with the working
 * tree's for a working-tree scope) and the base tip the change merges into. A branch forked before
 * the base gained a `.gitattributes` shows none in its diff, yet the merge checks its files out by
 * it; so a file is written otherwise when any of them says so.
 */
interface Checkouts {
  head: string;
  base: string;
}

/**
 * Characters of the folders whose `.gitattributes` are read, in all: each folder above a file is a
 * path of its own, and 2,000 files each 2,000 folders deep in folders of their own made 4 million
 * of them, of 2,000 characters on average; a real change's folders are a small part of this.
 */
const ATTRIBUTE_FOLDERS_MAX_CHARS = 4 * 1024 * 1024;

/** The commits whose attributes are asked, the head's first: the base once more only where it is another tree than the head's. */
const attributeCommits = (at: Checkouts, workspace: boolean) => (workspace || at.base !== at.head ? [at.head, at.base] : [at.head]);

/**
 * What a `.gitattributes` above a changed file names, for each commit (the first with the work
 * tree's for a working-tree scope), read in one batch: a filter (only a filter, git-lfs's smudge,
 * makes a checkout run something other than the blob's content, so without one a pointer is the
 * text it is, and small files need not be read), or an attribute by which git checks out other
 * bytes than the blob's: a working-tree encoding (a `¥` reviewed in UTF-8 checked out as the `\`
 * that ends a string), CRLF line ends (a `\` before CR no longer joins lines in a shell script),
 * `ident`. A commit with none above them costs no check-attr of its own.
 */
async function attributesAbove(repo: Repo, commits: string[], files: Stored[], workspace: boolean): Promise<AttributesSaid[]> {
  const dirs = new Set<string>(['']);
  let chars = 0;
  for (const f of files)
    for (let d = posix.dirname(f.path); d !== '.' && !dirs.has(d) && chars <= ATTRIBUTE_FOLDERS_MAX_CHARS; d = posix.dirname(d)) {
      dirs.add(d);
      chars += d.length;
    }
  // Folders past the budget (files each in folders of their own, deep) could hold one: look at every file then.
  if (chars > ATTRIBUTE_FOLDERS_MAX_CHARS) return commits.map(() => ({ filters: true, transforms: true }));
  const file = (d: string) => `${d ? `${d}/` : ''}.gitattributes`;
  const found = await readObjects(
    repo.root,
    [...new Set(commits)].flatMap((c) => [...dirs].map((d) => `${c}:${file(d)}`)),
  );
  const workTree = workspace ? await Promise.all([...dirs].map((d) => readWorkTree(repo.root, file(d)))) : [];
  return commits.map((c, i) => {
    const texts = [...dirs].map((d) => found.get(`${c}:${file(d)}`)?.data);
    if (i === 0) texts.push(...workTree);
    const said = (word: RegExp) => texts.some((data) => data && word.test(data.toString('latin1')));
    return { filters: said(/filter/i), transforms: said(/working-tree-encoding|eol|crlf|ident/i) };
  });
}

/** The attributes by which a checkout writes other bytes than the blob's, and the values that do. */
const TRANSFORMS: Record<string, (value: string) => boolean> = {
  'working-tree-encoding': (v) => v !== 'unspecified' && v !== 'unset',
  eol: (v) => v === 'crlf',
  ident: (v) => v === 'set',
};

/**
 * The paths a checkout writes as other bytes than the blob's (TRANSFORMS), by the attributes of
 * `commit` (read into an index of its own: git's `check-attr --source` is newer than many runners'
 * git), or of the working tree for a working-tree scope.
 */
async function transformed(repo: Repo, commit: string, paths: string[], workspace: boolean): Promise<Set<string>> {
  const dir = freshDir('attributes');
  try {
    const env: Record<string, string> = workspace ? {} : { GIT_INDEX_FILE: join(dir, 'index') };
    if (!workspace) await runGit(repo.root, ['read-tree', commit], { env });
    const out = await runGit(repo.root, ['check-attr', '-z', ...(workspace ? [] : ['--cached']), '--stdin', ...Object.keys(TRANSFORMS)], {
      env,
      stdin: paths.map((p) => `${p}\0`).join(''),
    });
    const fields = out.split('\0');
    const set = new Set<string>();
    for (let i = 0; i + 2 < fields.length; i += 3) if (TRANSFORMS[fields[i + 1]!]?.(fields[i + 2]!)) set.add(fields[i]!);
    return set;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Working-tree files whose bytes are not the blob git shows for them: git's clean step (a filter,
 * CRLF made LF by `text`, `eol` or the user's `core.autocrlf`, `ident`, an encoding) writes the
 * diff, the seal and anchoring from other bytes than the file that runs (a CR out of sight, or a
 * whole program behind the pointer git-lfs cleans it to). Compared by hash, whatever the cause.
 */
async function cleanedOtherwise<T extends Stored>(root: string, files: T[]): Promise<T[]> {
  const regular: T[] = [];
  for (const c of files) if ((await lstat(join(root, c.path)).catch(() => undefined))?.isFile()) regular.push(c);
  const paths = regular.map((c) => c.path);
  const [asIs, cleaned] = await Promise.all([
    hashFiles(root, paths, { write: false, filters: false }),
    hashFiles(root, paths, { write: false }),
  ]);
  return regular.filter((c, i) => asIs[i] !== (c.blob !== '' ? c.blob : cleaned[i]));
}

/** A file as git holds it: its path and its blob ('' in a working tree, not hashed yet). */
type Stored = Pick<Change, 'path' | 'blob'>;

/**
 * Text files whose content is not in git as code an agent can read: a file over TEXT_MAX_BYTES,
 * a head version that is not text (isText: git calls a file text for want of a NUL byte, so a
 * Shift-JIS byte that swallows a quote, or a `coding: utf-7` line, reaches it), a Git LFS pointer
 * (what runs is the object it names, stored elsewhere) below a filter attribute, a file the
 * checkout writes as other bytes (an encoding, CRLF, `ident`), both by the attributes of the head
 * or of the base it merges into (Checkouts), and in a working-tree scope a file
 * git cleans to other bytes (cleanedOtherwise). Each head version within the cap is read, one at
 * a time as git hands it over.
 */
async function opaqueText<T extends Stored>(repo: Repo, at: Checkouts, candidates: T[], workspace: boolean): Promise<Set<T>> {
  const opaque = new Set<T>();
  const readable: T[] = [];
  const commits = attributeCommits(at, workspace);
  const [info, attributes] = await Promise.all([
    objectInfo(
      repo.root,
      candidates.filter((c) => c.blob !== '').map((c) => c.blob),
    ),
    candidates.length ? attributesAbove(repo, commits, candidates, workspace) : [],
  ]);
  const pointers = attributes.some((a) => a.filters);
  // Each checkout that names a transform is asked on its own: the first with the working tree's attributes.
  for (const [i, commit] of commits.entries()) {
    if (!attributes[i]?.transforms) continue;
    const encoded = await transformed(
      repo,
      commit,
      candidates.map((c) => c.path),
      workspace && i === 0,
    );
    for (const c of candidates) if (encoded.has(c.path)) opaque.add(c);
  }
  if (workspace) for (const c of await cleanedOtherwise(repo.root, candidates)) opaque.add(c);
  for (const c of candidates) {
    const size = c.blob !== '' ? info.get(c.blob)?.size : (await lstat(join(repo.root, c.path)).catch(() => undefined))?.size;
    if (size === undefined) continue;
    if (size > TEXT_MAX_BYTES) opaque.add(c);
    else readable.push(c);
  }
  const pointer = (data: Buffer) =>
    pointers && data.length >= LFS_POINTER_MIN_BYTES && LFS_POINTER.test(data.subarray(0, LFS_READ_BYTES).toString('utf8'));
  await headVersions(repo, readable, workspace, (c, data) => {
    if (data && (!isText(data) || pointer(data))) opaque.add(c);
  });
  return opaque;
}

/**
 * The same check, started on a quick listing of the change while git counts its lines: the head
 * blobs of its regular files, never a secret path's nor content that left one (a secret's content
 * is never read). What it could not see is checked later, with the selection's own candidates.
 */
function opaqueEarly(
  repo: Repo,
  at: Checkouts,
  listed: Promise<Change[]>,
): Promise<{ checked: Set<string>; opaque: Set<string> } | undefined> {
  return listed
    .then(async (all) => {
      const left = new Set(all.filter((c) => c.status === 'deleted' && isSecretPath(c.path)).map((c) => c.baseBlob));
      const files = all.filter(
        (c) => c.kind === 'file' && c.status !== 'deleted' && c.blob !== '' && !isSecretPath(c.path) && !left.has(c.blob),
      );
      const opaque = await opaqueText(repo, at, files, false);
      return { checked: new Set(files.map((c) => c.blob)), opaque: new Set([...opaque].map((c) => c.blob)) };
    })
    .catch(() => undefined);
}

/**
 * A working-tree file's bytes when it is a regular file within the cap, else undefined: read as
 * readRegular reads, so a name swapped for a FIFO or a link since it was listed is never opened (the
 * scope's hash of it then refuses it) and a file grown past the cap is never read past it.
 */
async function readWorkTree(root: string, path: string): Promise<Buffer | undefined> {
  const read = await readRegular(root, path, TEXT_MAX_BYTES);
  return read.status === 'ok' ? read.bytes : undefined;
}

/**
 * Each change's head version, one at a time: read from the working tree for a working-tree scope
 * (undefined past TEXT_MAX_BYTES or when not a regular file), else as git hands its blob over
 * (null when this clone lacks it).
 */
async function headVersions<T extends Stored>(
  repo: Repo,
  changes: T[],
  workspace: boolean,
  each: (c: T, data: Buffer | null | undefined) => void,
): Promise<void> {
  if (workspace) {
    for (const c of changes) each(c, await readWorkTree(repo.root, c.path));
    return;
  }
  // Two paths may share one blob: each is a change of its own.
  const byBlob = new Map<string, T[]>();
  for (const c of changes) byBlob.set(c.blob, [...(byBlob.get(c.blob) ?? []), c]);
  await streamObjects(repo.root, [...byBlob.keys()], (blob, data) => byBlob.get(blob)!.forEach((c) => each(c, data.data)));
}

/**
 * The script extension of each file by its content (script-language.ts), by path: of the kept
 * files as the head holds them, and as the merge base held `replaced` (paths removed, renamed
 * away, or changed in place: a change that deletes a `#!` line, makes the script a link or takes
 * its executable bit still changes a script; each path with whether git recorded it executable).
 * A text file git records executable with no `#!` is shell: a shell runs it as one. Names that
 * give rules of their own are read too (`x.conf` that starts `#!/bin/sh`).
 */
async function scriptsAmong(
  repo: Repo,
  kept: Change[],
  workspace: boolean,
  base: string,
  replaced: Map<string, boolean>,
): Promise<Record<'head' | 'base', Map<string, string>>> {
  const head = new Map<string, string>();
  const note = (into: Map<string, string>, path: string, data: Buffer | null | undefined, executable = false) => {
    const ext = data ? contentScript(data, executable) : undefined;
    if (ext !== undefined) into.set(path, ext);
  };
  // An untracked file's mode is the working tree's, read once when it was kept (inspectUntracked), as sealed.
  await headVersions(
    repo,
    kept.filter((c) => c.kind === 'file'),
    workspace,
    (c, data) => note(head, c.path, data, c.executable === true),
  );
  const had = await readObjects(
    repo.root,
    [...replaced.keys()].map((p) => `${base}:${p}`),
  );
  const atBase = new Map<string, string>();
  for (const [p, executable] of replaced) note(atBase, p, had.get(`${base}:${p}`)?.data, executable);
  return { head, base: atBase };
}

/** The paths of each blob, in the order given: one blob may be several secrets' bytes. */
function pathsByBlob(entries: [blob: string, path: string][]): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  for (const [blob, path] of entries) paths.set(blob, [...(paths.get(blob) ?? []), path]);
  return paths;
}

/**
 * The files whose change puts a secret's line, or a whole secret, in them (secret-lines.ts): a
 * secret of the base (`baseSecrets`) or one the change adds or edits (`changedSecrets`, as the
 * head holds it). git pairs a copy only into an added file, only from what the base holds, and
 * only at 1% of the larger file: a `.env` the change adds and copies, a key pasted into a long new
 * file, or `.env` lines pasted into a file the change edits, is no copy to it. An edited file's
 * base version (the merge base's, at the old path of a rename) is read only when its head holds a
 * mark; an added one is new in every line.
 */
async function holdingSecrets(
  repo: Repo,
  base: string,
  workspace: boolean,
  secrets: { base: TreeEntry[]; changed: Change[] },
  files: Change[],
): Promise<Set<Change>> {
  const found: SecretFile[] = [];
  const keep = (data: Buffer | null | undefined, paths: string[]) => void (data && found.push({ data, lines: paths.some(linesBetray) }));
  const holding = new Set<Change>();
  const edited = new Map<Change, Buffer>();
  let marks: SecretMarks | undefined;
  const check = (c: Change, data: Buffer | null | undefined) => {
    marks ??= secretMarks(found);
    if (!data || !addsSecret(data, undefined, marks)) return;
    if (c.status === 'added' || c.untracked) holding.add(c);
    else edited.set(c, data);
  };
  if (workspace) {
    const basePaths = pathsByBlob(secrets.base.map((e) => [e.oid, e.path]));
    await streamObjects(repo.root, [...basePaths.keys()], (oid, blob) => keep(blob.data, basePaths.get(oid)!));
    await headVersions(repo, secrets.changed, true, (c, data) => keep(data, [c.path]));
    await headVersions(repo, files, true, check);
  } else {
    // One read, the secrets asked first: git hands objects over in the order asked, so every
    // secret is in before the first file. A file of a secret's own blob is that secret whole.
    const secretBlobs = pathsByBlob(
      [
        ...secrets.base.map((e): [string, string] => [e.oid, e.path]),
        ...secrets.changed.map((c): [string, string] => [c.blob, c.path]),
      ].filter(([b]) => !EMPTY_BLOBS.has(b)),
    );
    const byBlob = new Map<string, Change[]>();
    for (const c of files) {
      if (secretBlobs.has(c.blob)) holding.add(c);
      else byBlob.set(c.blob, [...(byBlob.get(c.blob) ?? []), c]);
    }
    await streamObjects(repo.root, [...secretBlobs.keys(), ...byBlob.keys()], (name, blob) =>
      secretBlobs.has(name) ? keep(blob.data, secretBlobs.get(name)!) : byBlob.get(name)!.forEach((c) => check(c, blob.data)),
    );
  }
  if (!marks || edited.size === 0) return holding;
  const baseName = (c: Change) => `${base}:${c.from ?? c.path}`;
  const bases = await readObjects(repo.root, [...edited.keys()].map(baseName));
  for (const [c, head] of edited) if (addsSecret(head, bases.get(baseName(c))?.data ?? undefined, marks)) holding.add(c);
  return holding;
}

/**
 * The kept files whose change adds lines no finding can quote (quotable.ts), with how many. Only a
 * file of more bytes than a quote's characters can hold one, so only those are read, one at a time
 * as git hands them over; the base version (the merge base's, at the old path of a rename) only
 * where the head has such a line. An added file, or one shown whole, is new in every line.
 */
async function unquotableChanges(
  repo: Repo,
  kept: Change[],
  base: string,
  workspace: boolean,
  whole: Set<Change>,
): Promise<Map<Change, number>> {
  const files = kept.filter((c) => c.kind === 'file' && (c.added ?? 0) > 0);
  const info = workspace
    ? undefined
    : await objectInfo(
        repo.root,
        files.map((c) => c.blob),
      );
  const large: Change[] = [];
  for (const c of files) {
    const size = info ? info.get(c.blob)?.size : (await lstat(join(repo.root, c.path)).catch(() => undefined))?.size;
    if (size !== undefined && size > QUOTE_MAX_CHARS) large.push(c);
  }
  const isNew = (c: Change) => c.status === 'added' || c.untracked === true || whole.has(c);
  const withLong: { c: Change; head: Map<string, number> }[] = [];
  const check = (c: Change, data: Buffer | null | undefined) => {
    // A head blob this clone lacks is the anchor's to report: nothing here to count.
    const head = data ? unquotableLines(data) : undefined;
    if (head?.size) withLong.push({ c, head });
  };
  await headVersions(repo, large, workspace, check);
  const baseName = (c: Change) => `${base}:${c.from ?? c.path}`;
  const bases = await readObjects(
    repo.root,
    withLong.filter(({ c }) => !isNew(c)).map(({ c }) => baseName(c)),
  );
  const found = new Map<Change, number>();
  for (const { c, head } of withLong) {
    // A base version this clone lacks counts as none: every long line is then a person's to read.
    const had = isNew(c) ? undefined : bases.get(baseName(c))?.data;
    const n = changedUnquotable(head, had ? unquotableLines(had) : undefined);
    if (n > 0) found.set(c, n);
  }
  return found;
}

/**
 * Files whose commands name files to run: CI's own folders and files, build and run files anywhere,
 * and a file git keeps executable, whatever its name (`scripts/start` sourcing `.env`): a script is
 * told by its mode, never by an extension the pull request chooses.
 */
const isCommandFile = (path: string, executable: boolean) =>
  RUNS_HERE.test(path) || isAutomationFile(path) || (executable && !isGeneratedOrVendored(path));

/** How many times a script named by a file of commands is followed to the scripts it names. */
const SCRIPT_ROUNDS = 4;
const SHEBANG = Buffer.from('#!');

/** CI files are read for the paths their commands name up to this many bytes each, and 4 times that in all; past it, what they may name needs a person. */
const CI_TEXT_MAX_BYTES = 1024 * 1024;

/**
 * The files the actions and the files of commands of the given trees name as code to run (with
 * the working tree's own for a working-tree scope): each tree listed once, only its links and
 * those files read, one that is a link read where it leads.
 */
async function actionsIn(repo: Repo, trees: string[], changes: Change[], workspace: boolean, list: TreeLister): Promise<ActionCode> {
  const metadata: CommandText[] = [];
  const ciFiles: CommandText[] = [];
  const links: [string, string][] = [];
  let budget = 4 * CI_TEXT_MAX_BYTES;
  const seen = new Set<string>();
  for (const tree of new Set(trees)) {
    const { listed, links: texts } = await list(tree);
    const byPath = new Map(listed.map((e) => [e.path, e]));
    const here = new Map<string, string>();
    for (const [path, text] of texts) {
      const to = linkTarget(path, text);
      if (to !== undefined) here.set(path, to);
    }
    links.push(...here);
    const leadsTo = (path: string) => {
      let at = path;
      for (let n = 0; n < LINK_HOPS && byPath.get(at)?.mode === '120000'; n++) at = here.get(at) ?? '';
      return byPath.get(at);
    };
    // A script a command runs by its name (`sh scripts/start`) is a file of commands too when it says
    // so with `#!`, whatever its name or mode: looked for among the extensionless files those
    // commands name, and among what those scripts name in turn.
    const named = new Set<string>();
    const tried = new Set<string>();
    let candidates = listed.filter((e) => e.type === 'blob' && (isActionMetadata(e.path) || isCommandFile(e.path, e.mode === '100755')));
    for (let round = 0; round <= SCRIPT_ROUNDS && candidates.length; round++) {
      const scriptsOnly = round > 0;
      const found = candidates.map((e) => ({ path: e.path, blob: leadsTo(e.path) }));
      const blobs = await readObjects(
        repo.root,
        found.flatMap((f) => (f.blob?.type === 'blob' ? [f.blob.oid] : [])),
      );
      for (const f of found) {
        // Each text is read once: a CI file by its content, metadata by its place and content (the
        // same file in the three trees, or a hundred links to one file, cost one budget, not a hundred).
        const isMetadata = isActionMetadata(f.path);
        const key = `${isMetadata ? f.path : ''}\0${f.blob?.oid ?? f.path}`;
        const data = f.blob && blobs.get(f.blob.oid)?.data;
        if (scriptsOnly && !data?.subarray(0, 2).equals(SHEBANG)) continue;
        if (seen.has(key)) continue;
        seen.add(key);
        // An image beside the workflows (a NUL byte, as git tells binary) names nothing to run.
        if (data && data.subarray(0, 8000).includes(0) && !isMetadata) continue;
        const fits = data && data.length <= CI_TEXT_MAX_BYTES && (budget -= data.length) >= 0;
        // Read as bytes where it is not UTF-8: a Makefile with one Latin-1 byte still names what it runs.
        const text = fits ? data.toString(isText(data) ? 'utf8' : 'latin1') : undefined;
        const names = text === undefined ? undefined : writtenNames(text);
        (isMetadata ? metadata : ciFiles).push({ path: f.path, text, names });
        for (const name of names ?? []) named.add(name);
      }
      for (const f of found) tried.add(f.path);
      candidates = listed.filter(
        (e) =>
          e.type === 'blob' &&
          !tried.has(e.path) &&
          !posix.basename(e.path).includes('.') &&
          named.has(posix.basename(e.path).toLowerCase()),
      );
    }
  }
  if (workspace)
    for (const c of changes.filter((c) => c.status !== 'deleted')) {
      const info = await lstat(join(repo.root, c.path)).catch(() => undefined);
      const executable = info?.isFile() === true && (info.mode & 0o111) !== 0;
      if (!isActionMetadata(c.path) && !isCommandFile(c.path, executable)) continue;
      const text = (await readWorkTree(repo.root, c.path))?.toString('utf8');
      (isActionMetadata(c.path) ? metadata : ciFiles).push({ path: c.path, text });
    }
  return actionCode(metadata, links, ciFiles);
}

/**
 * Files git calls binary (a NUL byte, an attribute, its own size limit) are
 * read here: if the head version (a deletion's: its base version) is UTF-8 text
 * they are text, counted with `--text`, and reviewed (a deletion shown in the
 * deleted diff). Attributes from either side decide nothing.
 */
async function rescueText(repo: Repo, candidates: Change[], diff: { from: string; range: boolean }): Promise<void> {
  if (candidates.length === 0) return;
  const sorted = sortByBytes(candidates, (c) => c.path);
  const blobOf = (c: Change) => (c.status === 'deleted' ? (c.baseBlob ?? '') : c.blob);
  const info = await objectInfo(repo.root, sorted.filter((c) => blobOf(c) !== '').map(blobOf));
  // Within the budget, in path order (so the outcome does not depend on timing); past it, binary.
  let budget = TEXT_CHECK_BUDGET;
  const content = new Map<Change, Buffer>();
  const fromGit: Change[] = [];
  for (const c of sorted) {
    if (blobOf(c) === '') {
      const data = await readWorkTree(repo.root, c.path);
      if (data !== undefined && data.length <= budget) {
        budget -= data.length;
        content.set(c, data);
      }
    } else {
      const size = info.get(blobOf(c))?.size;
      if (size !== undefined && size <= TEXT_MAX_BYTES && size <= budget) {
        budget -= size;
        fromGit.push(c);
      }
    }
  }
  const blobs = await readObjects(repo.root, fromGit.map(blobOf));
  for (const c of fromGit) {
    const data = blobs.get(blobOf(c))?.data;
    if (data) content.set(c, data);
  }
  const text = sorted.filter((c) => {
    const data = content.get(c);
    return data !== undefined && isText(data);
  });
  // Renames keep both paths in the pathspec, so git pairs them as it did.
  await countFromPatch(repo, text, diff, (c) => (c.from !== undefined ? [c.path, c.from] : [c.path]));
}

/**
 * Line counts of `files` from git's patch of the paths `pathsOf` names: 1,000 files a process,
 * fewer where their paths would pass a command line's bytes (argvGroups).
 */
async function countFromPatch(
  repo: Repo,
  files: Change[],
  diff: { from: string; range: boolean },
  pathsOf: (c: Change) => string[],
): Promise<void> {
  const byPath = new Map(files.map((c) => [c.path, c]));
  for (const group of argvGroups(files, pathsOf, { most: 1000 })) {
    const paths = group.flatMap(pathsOf);
    for (const [path, counted] of await textLineCounts(repo, { from: diff.from, to: null, range: diff.range, paths })) {
      const c = byPath.get(path);
      if (c) Object.assign(c, counted);
    }
  }
}

/**
 * The paths among `files` (head versions of the change `base...head`) whose content no agent can
 * read as code from git: every link and submodule, and by the rules the selection excludes them as
 * `binary`, not text (isText: UTF-16 with its BOM, another encoding its first lines declare), over
 * TEXT_MAX_BYTES, a Git LFS pointer below a filter, or checked out as other bytes (by the head's
 * attributes or those of `base`, the tip it merges into). For a caller that reviews files it picks
 * by name (test-review).
 */
export async function unreadableText(repo: Repo, base: string, head: string, files: Change[]): Promise<Set<string>> {
  // Copies: rescueText counts the lines of what it finds to be text.
  const regular = files.filter((c) => c.kind === 'file' && c.status !== 'deleted' && c.blob !== '').map((c) => ({ ...c }));
  const binary = (c: Change) => c.added === null || c.deleted === null;
  await rescueText(repo, regular.filter(binary), { from: `${base}...${head}`, range: true });
  const opaque = await opaqueText(
    repo,
    { head, base },
    regular.filter((c) => !binary(c)),
    false,
  );
  // A link's text is a path and a submodule's a commit of another repository: no code to read in either.
  const notFiles = files.filter((c) => c.kind !== 'file' && c.status !== 'deleted');
  return new Set([...notFiles, ...regular.filter((c) => binary(c) || opaque.has(c))].map((c) => c.path));
}

/** Line counts of each file as git shows it alone, without the old path it was renamed from: its whole content added. */
async function countWhole(repo: Repo, files: Change[], diff: { from: string; range: boolean }): Promise<void> {
  await countFromPatch(repo, files, diff, (c) => [c.path]);
}

/**
 * Refuses a change whose path (or a rename's old path) is not valid UTF-8: git's bytes decode with
 * U+FFFD in their place, so scope.json could not record the name exactly. Each case with the way on
 * that can work: a file still at the head can be renamed; a name that is gone at the head cannot be.
 */
function unnameable(c: Change): void {
  const why = 'scope.json cannot name it exactly, so proofgate cannot seal this change';
  const byPerson = 'a person must review it in a change of its own (its own pull request or commits), and proofgate the rest';
  if (c.from?.includes('\ufffd'))
    throw new ProofgateError(
      `a file the change renames (to ${visible(c.path)}) was named by bytes that are not UTF-8: ${visible(c.from)}; ${why}: ${byPerson}`,
    );
  if (!c.path.includes('\ufffd')) return;
  if (c.status === 'deleted')
    throw new ProofgateError(`a file the change deletes is named by bytes that are not UTF-8: ${visible(c.path)}; ${why}: ${byPerson}`);
  // A name the change gives can be changed in it; a name the base holds too leaves by a rename, its own change.
  throw new ProofgateError(
    c.status === 'added' || c.status === 'renamed'
      ? `a changed path is not valid UTF-8: ${visible(c.path)} (rename it)`
      : `a changed path is not valid UTF-8: ${visible(c.path)} (the base holds it too: rename it in a change of its own, which a person reviews, since no scope can name its old name)`,
  );
}

/**
 * Refuses a selected file whose path is longer than evidence may name one (PATH_MAX_CHARS code
 * points, as JSON Schema counts): its coverage could never be written, so the review could never end.
 */
function tooLong(path: string): void {
  if (path.length <= PATH_MAX_CHARS) return;
  const chars = [...path].length;
  if (chars > PATH_MAX_CHARS)
    throw new ProofgateError(
      `a selected file's path is ${chars} characters long, over the ${PATH_MAX_CHARS} that coverage.json and findings.json can name, so no review could account for it: ${visible(cutChars(path, 80))}… (give it a shorter name)`,
    );
}

/** Where a change is read from when secrets are looked for (selectChanges' view of it). */
interface SecretSources {
  /** The merge base: the base's secrets are listed and read there. */
  base: string;
  /** `base...head`, git's range of the change (a commit range). */
  range: string;
  workspace: boolean;
  head: string;
  /** The base tip the change merges into, when the caller knows it: its links are the merge's too. */
  tip?: string;
  list: TreeLister;
  /** The old path of a move, git's own pair or one below its default similarity. */
  origin: (c: Change) => string | undefined;
  /** The base's files SECRET_PATH_HINT finds, listed while git diffs. */
  baseSecrets: Promise<TreeEntry[]>;
}

/**
 * The changes that hold a secret, whatever their name: named as one, moved from one, a link to
 * one, the same content as one that left its path, a copy of one the base holds, or holding one's
 * lines or credential values (the base's secrets, or those the change adds or edits). A submodule
 * is a commit of another repository, never a secret whatever its path.
 */
async function secretChanges(repo: Repo, changes: Change[], w: SecretSources): Promise<Set<Change>> {
  const { base, range, workspace, list, origin } = w;
  // A secret the base holds, copied to another name (the same bytes, or its lines among new code),
  // is a secret there too: a copy leaves the secret in place, so no move shows it. git is asked only
  // when the change adds a file under a plain name (it finds a copy only in an added file; an
  // untracked one is shown to it as new, in a copy of the index).
  const plainAdded = changes.filter((c) => c.status === 'added' && c.kind === 'file' && !isSecretPath(c.path));
  // An empty secret holds nothing to copy, and git pairs every empty file added with it (an empty
  // `__init__.py` as a copy of an empty `.env`): known by its object id, as the listing has no sizes.
  const baseSecrets = (await w.baseSecrets).filter(
    (e) => e.type === 'blob' && e.mode !== '120000' && !EMPTY_BLOBS.has(e.oid) && isSecretPath(e.path),
  );
  const copied =
    baseSecrets.some((e) => linesBetray(e.path)) && plainAdded.length
      ? await weakCopies(
          repo,
          workspace
            ? { from: base, to: null, newInTree: plainAdded.filter((c) => c.untracked).map((c) => c.path) }
            : { from: range, to: null, range: true },
          // Code secret only by its folder is searched for its whole and its values (holdingSecrets), not its lines:
          // at 1% similarity, any new program shares that much with it.
          baseSecrets.filter((e) => linesBetray(e.path)).map((e) => e.path),
          plainAdded.map((c) => c.path),
        )
      : new Map<string, string>();
  // A secret the change adds or edits (by its name, or moved from one) is read as it stands at the head.
  const changedSecrets = changes.filter((c) => {
    const from = origin(c);
    return c.kind === 'file' && c.status !== 'deleted' && (isSecretPath(c.path) || (from !== undefined && isSecretPath(from)));
  });
  const plainChanged = changes.filter(
    (c) => c.kind === 'file' && c.status !== 'deleted' && !isSecretPath(c.path) && !changedSecrets.includes(c),
  );
  const holding =
    plainChanged.length && (baseSecrets.length || changedSecrets.length)
      ? await holdingSecrets(repo, base, workspace, { base: baseSecrets, changed: changedSecrets }, plainChanged)
      : new Set<Change>();
  const secretCopy = (c: Change) => copied.has(c.path) || holding.has(c);

  const secretLinks = await secretSymlinks(repo, changes, { head: w.head, tip: w.tip, mergeBase: base }, workspace, list);
  // What left a secret's path (deleted, or renamed where git paired it) stays a secret wherever the
  // same content lands: a secret renamed and copied in one change is paired with one copy only.
  const leftSecrets = new Set(changes.filter((c) => c.baseBlob && isSecretPath(c.from ?? c.path)).map((c) => c.baseBlob));
  return new Set(
    changes.filter(
      // A submodule is a commit of another repository, never a secret whatever its path: selected, and a person's to look at.
      (c) => {
        const from = origin(c);
        return (
          c.kind !== 'submodule' &&
          (isSecretPath(c.path) ||
            (from !== undefined && isSecretPath(from)) ||
            secretLinks.has(c) ||
            leftSecrets.has(c.blob) ||
            secretCopy(c))
        );
      },
    ),
  );
}

/**
 * For each policy file (POLICY_HERE) the change adds, the one of the base it merges into or of the
 * merge base that a forge may then read no more (readsBefore): the first in byte order. The trees
 * are listed only when the change adds one.
 */
async function replacedPolicy(repo: Repo, kept: Change[], trees: string[]): Promise<Map<Change, string>> {
  const added = kept.filter((c) => c.status === 'added' && POLICY_HERE.test(c.path));
  const taken = new Map<Change, string>();
  if (!added.length) return taken;
  const listed = await Promise.all([...new Set(trees)].map((t) => treeFilesMatching(repo, t, POLICY_HERE)));
  const held = sortByBytes([...new Set(listed.flat().map((e) => e.path))], (p) => p);
  for (const c of added) {
    const replaced = held.find((h) => readsBefore(c.path, h));
    if (replaced !== undefined) taken.set(c, replaced);
  }
  return taken;
}

/**
 * The changes of a commit range (`mergeBase`..`head`, renames as git paired them) that hold a
 * secret by the rule a review scope applies (secretChanges): for a caller other than the review
 * scope (test-review), so that a secret moved, copied or pasted under a test's name is one too.
 */
export async function secretsOfRange(repo: Repo, mergeBase: string, head: string, changes: Change[]): Promise<Set<Change>> {
  const baseSecrets = treeFilesMatching(repo, mergeBase, SECRET_PATH_HINT);
  baseSecrets.catch(() => undefined);
  const range = `${mergeBase}...${head}`;
  const moves = changes.some((c) => c.status === 'added') && changes.some((c) => c.status === 'deleted');
  const weak = moves ? await weakMoves(repo, { from: range, to: null, range: true }) : new Map<string, string>();
  const origin = (c: Change) => c.from ?? (c.status === 'added' ? weak.get(c.path) : undefined);
  return secretChanges(repo, changes, { base: mergeBase, range, workspace: false, head, list: treeLister(repo), origin, baseSecrets });
}

/**
 * Marks each excluded entry that removes a path (deleted, or its rename's old name) a reviewer's glob
 * or rule matches with those reviewers: sealed, so the gate derives the same and a person is owed it.
 */
function markTriggered(excluded: ReviewScope['excluded'], removed: NonNullable<ChangeFacts['removed']>, catalog: ReviewerCatalog): void {
  const byPath = new Map(removed.map((r) => [r.path, r]));
  for (const e of excluded) {
    const gone = [e.path, e.from].flatMap((p) => (p !== undefined && byPath.has(p) ? [byPath.get(p)!] : []));
    const ids = triggeredBy(catalog, gone);
    if (ids.length) e.reviewers = ids;
  }
}

/** The untracked files of a working tree's review folder: those proofgate wrote, set aside; any other, kept in the change. */
export interface OwnOutput {
  setAside: string[];
  strays: string[];
}

/**
 * The selection: what a review of `base...head` (or the working tree) must
 * cover, with the rules read from the base commit. `review scope` seals it; the
 * gate derives it again from the sealed refs and options and compares.
 */
export async function selectChanges(o: SelectOptions): Promise<{
  sealed: SealedScope;
  ruleSet: RuleSet;
  catalog: ReviewerCatalog;
  setAside: string[];
  untracked: Set<string>;
  own: OwnOutput;
}> {
  // The options module refused a bad glob as its caller wrote it; sealed patterns were checked when sealed.
  const isIncluded = compileGlobs(o.include, 'include', { braces: false });
  const isExcluded = compileGlobs(o.exclude, 'exclude', { braces: false });
  const { repo, workspace } = o;
  const diff = o.diff ?? diffFromMergeBase(repo, o.baseSha, o.headSha, workspace);
  const checkouts = { head: o.headSha, base: o.baseSha };
  const early = diff.listed && opaqueEarly(repo, checkouts, diff.listed);
  const range = `${o.baseSha}...${o.headSha}`;
  // One reader of the base for the rules and the reviewers: what it opens is the review's configuration.
  const configFiles = projectFiles(repo.root, { repo, at: o.baseSha });
  const rulesPromise = readRuleSet(configFiles);
  // The base's secrets (a copy of one, or a line of one, is a secret too) are listed while git diffs.
  const baseSecretsListed = diff.mergeBase.then((b) => treeFilesMatching(repo, b, SECRET_PATH_HINT));
  baseSecretsListed.catch(() => undefined);
  // The project's reviewers are read from the base while git diffs.
  const [ruleSet, catalog, base, allChanges] = await Promise.all([
    rulesPromise,
    rulesPromise.then((rules) =>
      loadReviewerCatalog(
        configFiles,
        rules.rules.map((r) => r.id),
      ),
    ),
    diff.mergeBase,
    diff.changes,
  ]);

  // Only proofgate's own output is left out: the untracked files in the review folder it writes, by name.
  // What the change commits there (or renames out of it) is part of the change, and so is any other
  // untracked file there (new code in a folder nobody added yet): the scope refuses to seal it (strays).
  const prefix = reviewPrefix(repo, o.reviewDir);
  const own = (c: Change) => c.untracked === true && prefix !== undefined && reviewFolder.isOwn(c.path, prefix);
  // So are the gate's own files while untracked: a tracked one is code, never set aside.
  const gates = (c: Change) => c.untracked === true && !own(c) && o.setAside?.has(c.path) === true;
  const changes = allChanges.filter((c) => !own(c) && !gates(c));
  const setAside = sortByBytes(allChanges.filter(gates), (c) => c.path).map((c) => c.path);
  const ownOutput = sortByBytes(allChanges.filter(own), (c) => c.path).map((c) => c.path);
  const strays = sortByBytes(
    changes.filter((c) => c.untracked && inReviewFolder(c.path, prefix)),
    (c) => c.path,
  ).map((c) => c.path);
  if (changes.length > MAX_CHANGED_FILES)
    throw new ProofgateError(
      `the change has ${changes.length} files; the limit is ${MAX_CHANGED_FILES}, counted before any pattern: review it in smaller ranges of commits (--base and --head)`,
    );
  for (const c of changes) unnameable(c);

  // Past git's rename limit (or to an untracked file) no move is paired (a reviewed file moved under a pattern, or to `.env`,
  // would be an addition the pattern or the name leaves out): an added file is then no pattern's
  // to leave out, and an added secret is a person's to look at.
  const count = (status: Change['status']) => changes.filter((c) => c.status === status).length;
  // git's diff of the work tree never pairs a deletion with an untracked file (only the weak moves
  // below see one, in a copy of the index): their pairs give origins, never merged entries.
  const unpaired =
    count('added') * count('deleted') > RENAME_LIMIT ** 2 || (workspace && count('deleted') > 0 && changes.some((c) => c.untracked));
  // Within the limit, a move git pairs only below its default similarity (moved and mostly
  // rewritten, or padded) is a move all the same: where it came from decides as a rename's old path does.
  // An untracked file is shown to git as new for it (a copy of the index): a file moved with mv is a move too.
  const untrackedFiles = changes.filter((c) => c.untracked && c.kind === 'file').map((c) => c.path);
  const weak =
    count('added') > 0 && count('deleted') > 0
      ? await weakMoves(repo, workspace ? { from: base, to: null, newInTree: untrackedFiles } : { from: range, to: null, range: true })
      : new Map<string, string>();
  const origin = (c: Change): string | undefined => c.from ?? (c.status === 'added' ? weak.get(c.path) : undefined);
  const list = treeLister(repo);
  const secrets = await secretChanges(repo, changes, {
    base,
    range,
    workspace,
    head: o.headSha,
    tip: o.baseSha,
    list,
    origin,
    baseSecrets: baseSecretsListed,
  });
  const secret = (c: Change) => secrets.has(c);
  for (const c of changes) if (c.untracked && !secret(c)) await inspectUntracked(repo.root, c);
  await rescueText(
    repo,
    changes.filter((c) => !secret(c) && !c.untracked && c.kind === 'file' && (c.added === null || c.deleted === null)),
    { from: workspace ? base : range, range: !workspace },
  );

  const candidates = changes.filter(
    (c) => !secret(c) && c.kind === 'file' && c.status !== 'deleted' && c.added !== null && c.deleted !== null,
  );
  const known = await early;
  const opaque = new Set([
    ...candidates.filter((c) => known?.opaque.has(c.blob)),
    ...(await opaqueText(
      repo,
      checkouts,
      candidates.filter((c) => !known?.checked.has(c.blob)),
      workspace,
    )),
  ]);

  // What a path's name alone leaves out of review.
  const byName = (path: string): ExclusionReason | undefined => {
    if (isGeneratedOrVendored(path) && !isIncluded(path)) return 'generated-or-vendored';
    if (isExcluded(path)) return 'excluded-by-pattern';
    if (o.include.length > 0 && !isIncluded(path)) return 'not-included';
    return undefined;
  };
  // The review's own configuration at the base: its files and every document they named (rules', project reviewers').
  const isConfig = (path: string) => isReviewConfig(path, configFiles.opened);
  const config = sortByBytes(
    changes.filter((c) => isConfig(c.path) || (c.from !== undefined && isConfig(c.from))),
    (c) => c.path,
  ).map((c) => c.path);
  let reached: Promise<(path: string) => boolean> | undefined;
  const merge = { head: o.headSha, tip: o.baseSha, mergeBase: base };
  const linked = () =>
    (reached ??= linkViews(repo, changes, merge, workspace, list).then((views) =>
      reachedThroughLinks(repo.root, views, (p) => byName(p) !== undefined),
    ));
  const excluded: ReviewScope['excluded'] = [];
  const kept: Change[] = [];
  for (const c of changes) {
    let reason: ExclusionReason | undefined;
    if (secret(c)) reason = 'secret';
    else if (c.added === null || c.deleted === null || opaque.has(c)) reason = 'binary';
    else if (c.status === 'deleted') reason = 'deleted';
    // An edit to the review's own configuration is always reviewed: no pattern takes it out.
    else if (isConfig(c.path)) reason = undefined;
    // A rename never moves code out of review: a file its old name had under review stays selected.
    else if (origin(c) !== undefined && byName(origin(c)!) === undefined) reason = undefined;
    else reason = byName(c.path);
    // Code a reviewed name runs through an unchanged link is that name's code, whatever its own name.
    if ((reason === 'generated-or-vendored' || reason === 'excluded-by-pattern' || reason === 'not-included') && (await linked())(c.path))
      reason = undefined;
    if (unpaired && c.status === 'added' && (reason === 'excluded-by-pattern' || reason === 'not-included')) reason = undefined;
    if (reason)
      excluded.push({
        path: c.path,
        ...(origin(c) !== undefined ? { from: origin(c) } : {}),
        reason,
        ...(reason === 'secret' && c.kind === 'symlink' ? { link: true as const } : {}),
        ...(reason === 'secret' && unpaired && c.status === 'added' ? { unpaired: true as const } : {}),
        ...(c.kind === 'submodule' && reason !== 'deleted' ? { submodule: true as const } : {}),
      });
    else kept.push(c);
  }

  for (const c of kept) tooLong(c.path);

  // A rename from a name the review leaves out (built or vendored, a pattern, outside --include)
  // brings content no review was shown under a name it reviews: git's pairing would show an agent
  // only the lines that differ (none at R100), so its diff is the whole file, counted as added.
  const shownWhole = new Set(kept.filter((c) => c.kind === 'file' && c.from !== undefined && byName(c.from) !== undefined));
  await countWhole(repo, [...shownWhole], { from: workspace ? base : range, range: !workspace });

  // A link selected for review shows an agent its target's name only: where that leads no review read, a person looks.
  // In a working tree, one that leads into the review folder leads to what was set aside unread.
  const linkedOut = await unreviewedLinks(repo, kept, changes, {
    trees: [workspace ? base : o.headSha, ...(o.baseSha !== base ? [o.baseSha] : [])],
    checkouts,
    workspace,
    list,
    leftOut: (p) => byName(p) !== undefined || (workspace && inReviewFolder(p, prefix)),
    ...(workspace && prefix !== undefined ? { reviewFolder: prefix } : {}),
  });

  // What an action or a file of commands names as code to run, at the head, the base it merges
  // into or the merge base, left out by its name, a secret's name or a deletion, needs a person.
  // A rename onto such a file shows an agent no changed line: it is named too.
  const named = excluded.filter((e) => e.reason !== 'binary');
  const moved = kept.filter((c) => c.from !== undefined);
  const runBy = new Map<string, string>();
  if (named.length || moved.length) {
    const actions = await actionsIn(repo, [o.headSha, o.baseSha, base], changes, workspace, list);
    for (const p of [...named.map((e) => e.path), ...moved.map((c) => c.path)]) {
      const by = runByAction(actions, p);
      if (by !== undefined) runBy.set(p, by);
    }
    for (const e of named) if (runBy.has(e.path)) e.runBy = runBy.get(e.path)!;
  }

  // In the working tree, seal the content itself: hash each kept file (into the object store when sealing).
  const unhashed = kept.filter((c) => c.blob === '');
  const regular = unhashed.filter((c) => c.kind === 'file');
  const oids = await hashFiles(
    repo.root,
    regular.map((c) => c.path),
    { write: o.writeObjects },
  );
  regular.forEach((c, i) => (c.blob = oids[i]!));
  for (const c of unhashed.filter((u) => u.kind === 'symlink')) {
    c.blob = blobId(await readlink(join(repo.root, c.path), { encoding: 'buffer' }));
  }
  // A submodule in the working tree is the commit its checkout is at (none when it is not checked
  // out, or when a repository of its own, untracked, has no commit yet).
  for (const c of unhashed.filter((u) => u.kind === 'submodule')) {
    const checkedOut = existsSync(join(repo.root, c.path, '.git'));
    const head = () => raw(repo, ['-C', c.path, 'rev-parse', '--verify', '-q', 'HEAD']);
    const at = checkedOut ? (await (c.untracked ? head().catch(() => '') : head())).trim() : '';
    c.blob = at || '0'.repeat(40);
  }

  const unquotable = await unquotableChanges(repo, kept, base, workspace, shownWhole);
  const policyTaken = await replacedPolicy(repo, kept, [o.baseSha, base]);

  const sortedKept = sortByBytes(kept, (c) => c.path);
  const units = cutUnits(sortedKept.map((c) => ({ path: c.path, lines: (c.added ?? 0) + (c.deleted ?? 0) })));
  const unitOf = new Map(units.flatMap((u) => u.files.map((f) => [f, u.id] as const)));
  const changedLines = units.reduce((n, u) => n + u.changedLines, 0);
  const ruleMatch = await ruleMatcher(ruleSet);
  // The base versions the change replaces, with their mode: removed or renamed away, then changed in place.
  const replaced = new Map<string, boolean>();
  for (const c of changes) if (c.status === 'deleted' || c.from !== undefined) replaced.set(c.from ?? c.path, c.baseExecutable === true);
  const removedPaths = [...replaced.keys()];
  for (const c of kept) if (c.status !== 'added' && c.from === undefined) replaced.set(c.path, c.baseExecutable === true);
  const scripts = await scriptsAmong(repo, kept, workspace, base, replaced);
  const rulesFor = (path: string, at: 'head' | 'base' = 'head') => ruleMatch(path, scripts[at].get(path));
  // A file's rules are its head version's and those of the base version it replaces, in the rule set's order.
  const ruleIds = (c: Change) => {
    const ids = new Set([...rulesFor(c.path), ...(c.status === 'added' ? [] : rulesFor(c.from ?? c.path, 'base'))].map((r) => r.id));
    return ruleSet.rules.map((r) => r.id).filter((id) => ids.has(id));
  };
  const files: ReviewScope['files'] = sortedKept.map((c) => ({
    path: c.path,
    ...(c.from !== undefined ? { from: c.from } : {}),
    status: c.status as ReviewScope['files'][number]['status'],
    kind: c.kind,
    blob: c.blob,
    // Sealed beside the blob: a file made executable is a program, whatever the tree's mode when it is read again.
    mode: headMode(c),
    added: c.added ?? 0,
    deleted: c.deleted ?? 0,
    unit: unitOf.get(c.path)!,
    rules: ruleIds(c),
    ...(c.from !== undefined && runBy.has(c.path) ? { runBy: runBy.get(c.path)! } : {}),
    ...(shownWhole.has(c) ? { shownWhole: true as const } : {}),
    ...(linkedOut.has(c) ? { unreviewedTarget: true as const } : {}),
    ...(unquotable.has(c) ? { longLines: unquotable.get(c)! } : {}),
    ...(policyTaken.has(c) ? { replacesPolicy: policyTaken.get(c)! } : {}),
  }));
  const removed = removedPaths.map((path) => ({ path, rules: rulesFor(path, 'base').map((r) => r.id) }));
  // No file selected, no reviewer runs: a removed path a reviewer's trigger matches is a person's (needsPerson).
  if (files.length === 0) markTriggered(excluded, removed, catalog);
  return {
    ruleSet,
    catalog,
    setAside,
    own: { setAside: ownOutput, strays },
    untracked: new Set(changes.filter((c) => c.untracked).map((c) => c.path)),
    sealed: {
      refs: { baseSha: o.baseSha, headSha: o.headSha, mergeBase: base, workspace },
      effort: o.effort,
      patterns: { include: o.include, exclude: o.exclude },
      ruleSet: ruleSetSeal(ruleSet),
      plan: makePlan(o.effort, changedLines, units.length),
      totals: { files: files.length, changedLines, units: units.length, excluded: excluded.length },
      files,
      excluded: sortByBytes(excluded, (e) => e.path),
      units,
      ...(o.intent ? { intent: o.intent } : {}),
      ...(config.length ? { config } : {}),
      dispatch: o.dispatch,
      reviewers: selectReviewers(catalog, {
        effort: o.effort,
        files,
        removed,
        changedLines,
        intent: o.intent !== undefined,
        shell: o.shell && o.dispatch === 'each',
      }),
    },
  };
}
