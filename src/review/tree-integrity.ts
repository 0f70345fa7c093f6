import { isUtf8 } from 'node:buffer';
import { lstatSync, readlinkSync, type Stats } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import {
  blobId,
  checkedOutOtherwise,
  formatOf,
  hashFiles,
  indexedFiles,
  inFolder,
  keyBytes,
  keyShown,
  modifiedFiles,
  pathKey,
  objectInfo,
  raw,
  scanRecords,
  withIndexCopy,
  type Repo,
} from '../git/git.js';
import { readIfBlob } from '../git/sealed-read.js';
import { visible } from '../text/neutralise.js';
import type { ReviewScope } from '../schemas/types.js';
import { nameList } from './evidence.js';
import { reviewFolder as ownFolder } from './folder.js';

/** What the working tree was at the moment of grading. */
export interface TreeIntegrity {
  state: 'clean' | 'dirty' | 'moved' | 'unchecked';
  /** dirty: the paths that differ; moved: the commit checked out; unchecked: why it could not be looked at. */
  detail: string[];
  /** dirty: those of the paths git status does not show, an index bit hiding their edit. */
  hidden?: HiddenEdit[];
  /** dirty: those of the paths git status does not show, git's clean step taking their edit back to the index's blob (editedAsIs). */
  cleaned?: string[];
}

/** The index bits that tell git status and git diff not to look at a file. */
export type IndexBit = 'assume-unchanged' | 'skip-worktree';

/** A tracked file whose working-tree content is not what the index holds, the edit hidden from git by an index bit. */
export interface HiddenEdit {
  path: string;
  bits: IndexBit[];
}

/** The paths (pathKey) of `git status -z` entries, a rename's old path as its own entry. */
async function statusKeys(repo: Repo, args: string[]): Promise<string[]> {
  const keys: string[] = [];
  let old = false;
  await scanRecords(repo.root, args, (record) => {
    if (old || record.length >= 4) keys.push(pathKey(old ? record : record.subarray(3)));
    old = !old && record.length >= 4 && (record[0] === 0x52 || record[0] === 0x43); // R, C: the old path follows
  });
  return keys;
}

/** An index entry git status does not look at, with the blob the index holds for it. */
interface Unwatched {
  /** As shown (a name that is not UTF-8 decoded with U+FFFD). */
  path: string;
  /** Its bytes (pathKey): what tells two entries apart. */
  key: string;
  mode: string;
  oid: string;
  /** skip-worktree: absent from the tree is as sparse checkout leaves it. */
  skip: boolean;
  /** assume-unchanged (a lowercase tag). */
  assumed: boolean;
}

/**
 * Index entries git status does not look at: assume-unchanged (a lowercase tag) and skip-worktree
 * (`S`, `s`), as `git ls-files -v -s -z` lists them. Anyone who can write the index can set either
 * bit on an edited file, and git status says nothing. Also the paths a merge (or a rebase, a
 * cherry-pick, a stash applied) left unresolved (`M`, once each): the index holds their
 * conflicting versions, the tree their conflict markers. The listing is the whole index, read
 * record by record: an entry with another tag (nearly all of them) is dropped by its first byte, unread.
 */
async function unwatched(
  repo: Repo,
  held?: { folder: string; kept: (path: string) => boolean; paths: string[]; count: number },
): Promise<{ entries: Unwatched[]; unmerged: string[] }> {
  const entries: Unwatched[] = [];
  const unmerged = new Map<string, string>();
  const under = held && Buffer.from(held.folder === '' ? '' : `${held.folder}/`, 'utf8');
  await scanRecords(repo.root, ['ls-files', '-v', '-s', '-z'], (record) => {
    if (held && under) {
      // Only a path under the folder is decoded: the rest of the index is passed over by its bytes.
      const at = record.indexOf(9) + 1;
      if (at > 0 && record.subarray(at, at + under.length).equals(under)) {
        const path = record.subarray(at).toString('utf8');
        if (held.kept(path) && held.count++ < HELD_SHOWN) held.paths.push(path);
      }
    }
    const tag = String.fromCharCode(record[0] ?? 0);
    const conflict = tag.toUpperCase() === 'M';
    if (!conflict && tag.toUpperCase() !== 'S' && tag === tag.toUpperCase()) return;
    const m = /^\S (\d+) ([0-9a-f]+) \d\t([\s\S]+)$/.exec(record.toString('utf8'));
    if (!m) return;
    const key = pathKey(record.subarray(record.indexOf(9) + 1));
    if (conflict) unmerged.set(key, m[3]!);
    else entries.push({ path: m[3]!, key, mode: m[1]!, oid: m[2]!, skip: tag.toUpperCase() === 'S', assumed: tag !== tag.toUpperCase() });
  });
  return { entries, unmerged: [...unmerged.values()] };
}

/** What the working tree holds of the tracked files, as the gate reads it. */
interface Tracked {
  /** Paths (pathKey, as every path here: shown only once decoded, keyShown) whose working-tree file differs from the head or the index. */
  changed: string[];
  /** Skip-worktree regular files absent from the tree (a sparse checkout), with the blob and mode the index holds for each. */
  outOfCone: Map<string, { oid: string; mode: string }>;
  /** Those of `changed` that git status does not show: an index bit hides them. */
  hidden: Unwatched[];
  /** Those of `changed` that git status does not show, and no index bit hides: git's clean step does (editedAsIs). */
  cleaned: string[];
}

/**
 * Tracked paths whose working-tree file differs from the head or the index: git status, a hash of
 * each entry git status was told not to look at, and the bytes as they are of every tracked file
 * (editedAsIs). A skip-worktree entry absent from the tree (a sparse checkout) is not there to
 * differ, unless `sparse` is false (tests that ran on part of the head did not run on the head);
 * every other one must hold its blob, a link its target.
 */
async function readTracked(repo: Repo, { sparse = true } = {}): Promise<Tracked> {
  const [out, { edited, unseen, outOfCone }, asIs] = await Promise.all([
    // A submodule's changes count, whatever .gitmodules (the pull request's) or the config says to
    // ignore; a file untracked in one is no more code under review than one untracked here.
    statusKeys(repo, [
      '-c',
      'core.quotePath=false',
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=no',
      '--ignore-submodules=untracked',
    ]),
    unwatchedEdits(repo, sparse),
    editedAsIs(repo),
  ]);
  // An entry behind an index bit whose edit only its bytes as they are show is named with its bit too.
  const hidden = [...new Set([...edited, ...unseen.filter((h) => asIs.has(h.key))])];
  const shown = new Set([...out, ...hidden.map((h) => h.key)]);
  // A name that is not UTF-8 has no shell word that writes it again: named, with no command.
  const cleaned = [...asIs].filter((k) => !shown.has(k) && isUtf8(keyBytes(k)));
  return { changed: [...new Set([...shown, ...asIs])], outOfCone, hidden, cleaned };
}

/**
 * The tracked files whose bytes as they are are not the blob the index holds, where git status calls
 * them modified or git's own checkout of that blob would write other bytes (checkedOutOtherwise, as
 * uat's check): git status compares a file only after git's clean step, and a filter (one of
 * `.git/info/attributes` too), `ident` or a line-end conversion takes an edit of the same size back
 * to the blob. Every tracked file is hashed, not only those git's stat data calls changed: once git
 * status has cleaned such an edit to the blob, it records the file's new stat data as unchanged.
 */
async function editedAsIs(repo: Repo): Promise<Set<string>> {
  // Keyed by bytes (pathKey): two names that are not UTF-8 would be one edit where both are.
  const [{ files, byBytes }, modified] = await Promise.all([
    indexedFiles(repo.root),
    withIndexCopy(repo.root, (env) => modifiedFiles(repo.root, env)),
  ]);
  const edited = await checkedOutOtherwise(repo.root, files, modified);
  // git takes paths on stdin as text: a name that is not UTF-8 is hashed here, and must hold its blob.
  const sizes = await objectInfo(
    repo.root,
    byBytes.map((f) => f.oid),
  );
  const unlike = byBytes.filter((f) => readIfBlob(repo.root, f.path, f.oid, sizes.get(f.oid)?.size ?? -1) === null);
  return new Set([...edited.map((f) => pathKey(f.path)), ...unlike.map((f) => pathKey(f.path))]);
}

/** The mode git would record for a regular file as it is in the tree (core.fileMode, pinned true): any executable bit set is 100755. */
const modeOf = (st: Stats) => (st.mode & 0o111 ? '100755' : '100644');

/** A link whose target is the blob `oid` holds (a link's blob is its target). */
const linkHolds = (root: string, path: string, oid: string) => blobId(readlinkSync(join(root, path), 'buffer'), formatOf(oid)) === oid;

/** The entries git status does not look at whose working-tree file is not what the index holds (see readTracked). */
async function unwatchedEdits(
  repo: Repo,
  sparse: boolean,
  held?: Parameters<typeof unwatched>[1],
): Promise<{ edited: Unwatched[]; unseen: Unwatched[]; outOfCone: Map<string, { oid: string; mode: string }>; unmerged: string[] }> {
  const { entries: listed, unmerged } = await unwatched(repo, held);
  const entry = (path: string) => lstatSync(join(repo.root, path), { throwIfNoEntry: false });
  const hidden = listed.filter((h) => h.mode !== '160000');
  const files = hidden.filter((h) => h.mode !== '120000' && entry(h.path)?.isFile());
  const oids = await hashFiles(
    repo.root,
    files.map((h) => h.path),
    { write: false },
  );
  const hashed = new Map(files.map((h, i) => [h, oids[i]]));
  const outOfCone = new Map<string, { oid: string; mode: string }>();
  const holds = (h: Unwatched) => {
    const at = entry(h.path);
    if (!at) {
      if (h.skip && h.mode !== '120000') outOfCone.set(h.key, { oid: h.oid, mode: h.mode });
      return h.skip && sparse;
    }
    if (h.mode === '120000') return at.isSymbolicLink() && linkHolds(repo.root, h.path, h.oid);
    // Its executable bit too: git status, which compares it, is not looking.
    return hashed.get(h) === h.oid && modeOf(at) === h.mode;
  };
  return { edited: hidden.filter((h) => !holds(h)), unseen: hidden, outOfCone, unmerged };
}

function hiddenEdit(h: Unwatched): HiddenEdit {
  return { path: h.path, bits: [...(h.assumed ? ['assume-unchanged' as const] : []), ...(h.skip ? ['skip-worktree' as const] : [])] };
}

/**
 * What a working-tree seal cannot take, from one listing of the index: tracked files edited behind
 * an index bit (assume-unchanged, or skip-worktree on a file present), which git status and git
 * diff take for what the index holds, so a review of the working tree would not see the edit (a
 * sparse checkout's absent file is no edit); and the files a merge left unresolved.
 */
export async function unsealable(
  repo: Repo,
  reviewFolder?: string,
): Promise<{ hidden: HiddenEdit[]; unresolved: string[]; inReviewFolder: { paths: string[]; count: number } }> {
  const held =
    reviewFolder === undefined
      ? undefined
      : { folder: reviewFolder, kept: (path: string) => reviewFolder === '' || !ownFolder.isOwn(path, reviewFolder), paths: [], count: 0 };
  const { edited, unmerged } = await unwatchedEdits(repo, true, held);
  return { hidden: edited.map(hiddenEdit), unresolved: unmerged, inReviewFolder: { paths: held?.paths ?? [], count: held?.count ?? 0 } };
}

/** The files of the review folder named, at most: the first ones say what it is. */
export const HELD_SHOWN = 10;

/** A path as one shell word: single-quoted unless plainly safe, every invisible character shown. */
const shellWord = (path: string) => (/^[\w./@%+=:,-]+$/.test(path) ? path : `'${visible(path).replaceAll("'", `'\\''`)}'`);

const HIDDEN_SHOWN = 10;

/** The first paths of a command line (HIDDEN_SHOWN), as shell words. */
const shellWords = (paths: readonly string[]) => paths.slice(0, HIDDEN_SHOWN).map(shellWord).join(' ');

/** The paths an index bit hides from git status, and the command that clears it, per set of bits. */
export function hiddenAdvice(hidden: readonly HiddenEdit[]): string {
  const byBits = new Map<string, string[]>();
  for (const h of hidden) byBits.set(h.bits.join(' '), [...(byBits.get(h.bits.join(' ')) ?? []), h.path]);
  return [...byBits]
    .map(([bits, paths]) => {
      const flags = bits.split(' ').map((b) => `--no-${b}`);
      // As many paths as the list names (git ls-files -v shows the rest: a lowercase tag, or S).
      const more = paths.length > HIDDEN_SHOWN ? `, and so for the other ${paths.length - HIDDEN_SHOWN} (git ls-files -v)` : '';
      const named = flags.length > 1 ? `${bits.split(' ').join(' and ')} bits hide` : `${bits} bit hides`;
      return `git status does not show ${nameList(paths)}, as the index's ${named} the edit: clear it (git update-index ${flags.join(' ')} -- ${shellWords(paths)}${more})`;
    })
    .join('; ');
}

/**
 * The paths whose edit git's clean step hides from git status (editedAsIs), and how to write them
 * again: git checkout takes such a file for up to date and leaves it as it is, so it is removed first.
 */
export function cleanedAdvice(paths: readonly string[]): string {
  const more =
    paths.length > HIDDEN_SHOWN ? `, and so for the other ${paths.length - HIDDEN_SHOWN} (the gate's JSON lists them: tree.cleaned)` : '';
  const words = shellWords(paths);
  return `git status does not show ${nameList([...paths])}, as git's clean step (a filter, \`ident\` or a line-end conversion) takes the edit back to the blob git holds: write it again from git (rm -- ${words} && git checkout -- ${words}${more})`;
}

/** The tracked paths whose working-tree file differs from the head or the index (`readTracked`). */
export async function changedTracked(repo: Repo, options: { sparse?: boolean } = {}): Promise<string[]> {
  return (await readTracked(repo, options)).changed.map(keyShown);
}

/** The tracked paths that differ (pathKey), or clean, as shown: the paths an index bit or git's clean step hides from git status kept with them. */
function dirtyOf(tracked: Tracked, changed: string[], cleaned: string[]): TreeIntegrity {
  if (!changed.length) return { state: 'clean', detail: [] };
  const dirty = new Set(changed);
  const hidden = tracked.hidden.filter((h) => dirty.has(h.key)).map(hiddenEdit);
  const shown = cleaned.filter((p) => dirty.has(p)).map(keyShown);
  return {
    state: 'dirty',
    detail: changed.sort().map(keyShown),
    ...(hidden.length ? { hidden } : {}),
    ...(shown.length ? { cleaned: shown } : {}),
  };
}

/** A reading git could not make is unchecked, never clean: git's own words, its first line (the reason is one line). */
async function reading(read: () => Promise<TreeIntegrity>): Promise<TreeIntegrity> {
  try {
    return await read();
  } catch (err) {
    const message = err instanceof Error ? err.message.trim().split('\n')[0]! : String(err);
    return { state: 'unchecked', detail: [visible(message)] };
  }
}

/**
 * The working tree read when the gate grades, not before the run: a clean reading ages, and a
 * process left running can change the tree after every check passed. Clean when no tracked file
 * differs from the head the review answers (proofgate's own folder aside), and, for a review of the
 * working tree, every selected file is still what the scope sealed. Untracked files (a test
 * report, downloaded parts, a cache) are not the code under review and are not counted; git's
 * derivation of the scope names a new file of a working-tree review. Read before an agent starts
 * too (sealedTreeProblems): the agent reads the files as they are.
 */
export async function treeIntegrity(repo: Repo, scope: ReviewScope, folder: string): Promise<TreeIntegrity> {
  // This review's own folder, where proofgate writes: other tracked files under the review root are code like any other.
  const rel = relative(repo.root, folder).split('\\').join('/');
  const own = rel.startsWith('..') || isAbsolute(rel) ? undefined : rel;
  return reading(async () => {
    // A tree that matches another commit is no answer for the sealed one (`--head` names what the verdict answers, not what is checked out).
    const [checkedOut, tracked] = await Promise.all([raw(repo, ['rev-parse', '--verify', 'HEAD']), readTracked(repo)]);
    if (checkedOut.trim() !== scope.refs.headSha) return { state: 'moved', detail: [checkedOut.trim()] };
    let changed = tracked.changed.filter((p) => own === undefined || !inFolder(p, pathKey(own)));
    let cleaned = tracked.cleaned;
    if (scope.refs.workspace) {
      // The change itself is in the working tree: what was sealed may differ from HEAD, as sealed.
      const sealed = new Set([...scope.files, ...scope.excluded].map((f) => pathKey(f.path)));
      // A file that is no longer a regular file (a FIFO, a folder, a link, gone) is edited, and never opened.
      const at = (path: string) => lstatSync(join(repo.root, path), { throwIfNoEntry: false });
      const files = scope.files.filter((f) => f.kind === 'file');
      const present = files.filter((f) => at(f.path)?.isFile() === true);
      // Its bytes as they are: a selected file's were its sealed blob (else the scope made it a person's),
      // and git's clean step could take an edit back to that blob.
      const oids = await hashFiles(
        repo.root,
        present.map((f) => f.path),
        { write: false, filters: false },
      ).catch(() => present.map(() => '?'));
      // With its mode: a file made executable or not since sealing is not the file sealed (the agent's diff shows the sealed mode).
      // (One gone since it was hashed has no mode: not the file sealed.)
      const modeNow = (path: string) => {
        const st = at(path);
        return st ? modeOf(st) : 'gone';
      };
      const hashed = new Map(present.map((f, i) => [f.path, { oid: oids[i], mode: modeNow(f.path) }]));
      // A sealed file outside a sparse checkout's cone is not on disk: the index holds it, and must hold what was sealed
      // (anyone who can write the index can set skip-worktree, so the bit alone excuses nothing).
      const holds = (f: { path: string; blob: string; mode: string }) => {
        const now = hashed.get(f.path) ?? tracked.outOfCone.get(pathKey(f.path));
        return now?.oid === f.blob && now.mode === f.mode;
      };
      // A selected link must still point where it did when sealed: the agent reads what it points to.
      const links = scope.files.filter(
        (f) => f.kind === 'symlink' && !(at(f.path)?.isSymbolicLink() && linkHolds(repo.root, f.path, f.blob)),
      );
      const edited = [...files.filter((f) => !holds(f)), ...links].map((f) => pathKey(f.path));
      changed = [...new Set([...changed.filter((p) => !sealed.has(p)), ...edited])];
      // A sealed file written again from git would be HEAD's, not what was sealed: no such advice for it.
      cleaned = cleaned.filter((p) => !sealed.has(p));
    }
    return dirtyOf(tracked, changed, cleaned);
  });
}

/**
 * Whether every tracked file is what git holds for the commit checked out, read as the gate reads a
 * tree (readTracked), the paths `aside` names left out (what proofgate removes before the agent
 * starts): test-review's tree, which holds no change of its own, the agent reading it from disk.
 */
export async function checkoutIntegrity(repo: Repo, aside: (path: string) => boolean): Promise<TreeIntegrity> {
  return reading(async () => {
    const tracked = await readTracked(repo);
    return dirtyOf(
      tracked,
      tracked.changed.filter((p) => !aside(keyShown(p))),
      tracked.cleaned,
    );
  });
}

/**
 * Why no agent may start on this tree, or undefined when it is clean: the tracked files that are not
 * what git holds for `head` (the commit checked out), named (a list's cap, then a count), with what
 * hides an edit from git status and how to write each file again; `then` is the caller's next step.
 */
export function agentTreeReason(t: TreeIntegrity, head: string, then: string): string | undefined {
  if (t.state === 'unchecked') return `the work tree could not be checked before the agent started: ${t.detail[0] ?? ''}`;
  if (t.state === 'moved') return `the checkout moved to ${t.detail[0]?.slice(0, 12) ?? '?'} while it was read: check out ${head} again`;
  if (t.state === 'clean' || !t.detail.length) return undefined;
  const hidden = t.hidden?.length ? `; ${hiddenAdvice(t.hidden)}` : '';
  const cleaned = t.cleaned?.length ? `; ${cleanedAdvice(t.cleaned)}` : '';
  return `${t.detail.length} tracked file(s) in the work tree are not what git holds for ${head.slice(0, 12)}, and the agent would read them as they are: ${nameList(t.detail)}${hidden}${cleaned}; restore them (git status --ignore-submodules=none), ${then}`;
}

/** Why the verdict cannot be clean, when the tree is not. */
export function treeReason(t: TreeIntegrity): string | undefined {
  if (t.state === 'dirty') {
    // "git status" alone would show nothing of a file an index bit hides (the reason names the bit and what clears it),
    // nor of a submodule that `.gitmodules` or a config says to ignore (--ignore-submodules=none overrides both).
    const hidden = t.hidden?.length ? `${hiddenAdvice(t.hidden)}; then ` : '';
    const cleaned = t.cleaned?.length ? `${cleanedAdvice(t.cleaned)}; then ` : '';
    return `the working tree changed before grading (tree integrity: dirty), so the evidence may not answer the code: ${nameList(t.detail)}; ${hidden}${cleaned}restore it (git status --ignore-submodules=none), then gate again`;
  }
  if (t.state === 'moved')
    return `the checkout is at ${t.detail[0]?.slice(0, 12) ?? '?'}, not the sealed head (tree integrity: moved), so the evidence may not answer the code here; check out the sealed head, then gate again`;
  if (t.state === 'unchecked') return `the working tree could not be checked at grading (tree integrity: unchecked): ${t.detail[0] ?? ''}`;
  return undefined;
}
