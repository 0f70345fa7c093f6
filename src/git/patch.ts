import { rm } from 'node:fs/promises';
import { freshDir } from '../text/files.js';
import { join } from 'node:path';
import { runGit, type Repo } from './git.js';
import { argvGroups } from './argv.js';
import { DIFF_SETTINGS } from './diff-settings.js';
import { gitQuoted, parsePatch, sectionHeader } from './unified.js';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import { shownName } from '../text/list.js';

export interface PatchEntry {
  path: string;
  /** The old path of a rename: asked for together with `path`, so git pairs them. */
  from?: string;
}

export interface PatchOptions {
  /** The old side: a commit or a tree. */
  base: string;
  /** The new side: a commit or a tree. */
  head: string;
  /** Lines of context around each change. */
  context: number;
  renames: boolean;
  /** The most bytes of diff in all (DIFF_MAX_BYTES unless told). */
  maxBytes?: number;
}

const PER_PROCESS = 500;

/**
 * The most bytes of diff one call reads: far more than any agent is shown whole (its prompt is cut
 * into files of a few hundred kilobytes), and far less than memory holds as strings (40 files of
 * 15 MiB each, each under the 16 MiB a file may be, made a patch no string could hold).
 */
export const DIFF_MAX_BYTES = 128 * 1024 * 1024;

/** Whether a `diff --git` line names two of `paths` (as git quotes them): a section of a change among them. */
function namesAmong(paths: readonly string[]): (header: string) => boolean {
  const olds = new Set(paths.map((p) => gitQuoted(`a/${p}`)));
  const news = new Set(paths.map((p) => gitQuoted(`b/${p}`)));
  return (header) => {
    const names = header.slice('diff --git '.length);
    for (let sp = names.indexOf(' '); sp >= 0; sp = names.indexOf(' ', sp + 1))
      if (olds.has(names.slice(0, sp)) && news.has(names.slice(sp + 1))) return true;
    return false;
  };
}

/**
 * The unified diff of each entry (keyed by `path`), from a few git processes (500 entries each,
 * fewer where their paths would pass a command line's bytes: argvGroups) rather than one per file.
 * git's patch is cut into sections at its own line ends only (see parsePatch), and each section
 * goes to the entry whose `diff --git` line it is, names quoted as git quotes them. A rename git
 * pairs otherwise among a group's paths is asked for on its own
 * (then every section of its two paths is its diff). The patch must agree with the entries, which
 * the caller read from git's listing: a section naming a path not asked for, or an entry left
 * without a section, is an error, never a diff dropped or shown under another file's name.
 * Settings that would change the text (the algorithm and the rest of DIFF_SETTINGS, prefixes,
 * colour, binary attributes) are overridden.
 */
export async function diffByPath(repo: Repo, o: PatchOptions, entries: readonly PatchEntry[]): Promise<Map<string, string>> {
  const args = [
    '-c',
    'core.quotePath=false',
    '-c',
    'diff.suppressBlankEmpty=false',
    'diff',
    o.renames ? '-M' : '--no-renames',
    `-U${o.context}`,
    // Text by content, as the selection decides: a NUL byte or a `binary`/`-diff` attribute never hides a selected file's lines.
    '--text',
    ...DIFF_SETTINGS,
    '--no-color',
    '--src-prefix=a/',
    '--dst-prefix=b/',
    o.base,
    o.head,
    '--',
  ];
  const pathsOf = (e: PatchEntry) => (e.from !== undefined ? [e.from, e.path] : [e.path]);
  const out = new Map<string, string>();
  const max = o.maxBytes ?? DIFF_MAX_BYTES;
  let left = max;
  const tooMuch = () =>
    new ProofgateError(
      `the change's diffs are over ${max >> 20} MiB, more than an agent can be shown: review it in smaller ranges of commits (a later --base), or leave its largest generated files out (--exclude)`,
    );
  const take = async (group: readonly PatchEntry[], alone: boolean) => {
    const paths = group.flatMap(pathsOf);
    const byHeader = new Map(group.map((e) => [sectionHeader(e.from ?? e.path, e.path), e.path]));
    const among = namesAmong(paths);
    const patch = await runGit(repo.root, [...args, ...paths], { maxBytes: left, tooMuch });
    left -= Buffer.byteLength(patch);
    for (const section of parsePatch(patch)) {
      if (!among(section.header))
        throw new ProofgateError(
          `git's patch has a section for a file not asked for (${JSON.stringify(visible(section.header))}): no diff is shown`,
        );
      // A type change (a link that became a file) is two sections under one header: both are kept. A
      // section of a pairing other than the listed one is left: its entries, then without one, are asked alone.
      const path = alone ? group[0]!.path : byHeader.get(section.header);
      if (path !== undefined) out.set(path, (out.get(path) ?? '') + section.text);
    }
  };
  for (const group of argvGroups(entries, pathsOf, { most: PER_PROCESS })) await take(group, false);
  for (const e of entries) if (!out.has(e.path)) await take([e], true);
  const missing = entries.find((e) => !out.has(e.path));
  if (missing)
    throw new ProofgateError(
      `git's patch has no section for ${JSON.stringify(shownName(missing.path))}, which git lists as changed: the diff is incomplete`,
    );
  return out;
}

export interface TreeEntry {
  path: string;
  /** 100644, 100755, 120000 or 160000. */
  mode: string;
  oid: string;
}

/**
 * A tree object: `base` with `put` entries written in and `remove` paths taken out, built in an
 * index of its own (the repository's index is never touched). Every object must already be in
 * the object store.
 */
export async function treeWith(repo: Repo, base: string, put: readonly TreeEntry[], remove: readonly string[]): Promise<string> {
  const dir = freshDir('index');
  const env = { GIT_INDEX_FILE: join(dir, 'index') };
  try {
    await runGit(repo.root, ['read-tree', base], { env });
    const zero = '0'.repeat(base.length);
    const info = [...remove.map((p) => `0 ${zero}\t${p}\0`), ...put.map((e) => `${e.mode} ${e.oid}\t${e.path}\0`)].join('');
    await runGit(repo.root, ['update-index', '-z', '--index-info'], { env, stdin: info });
    return (await runGit(repo.root, ['write-tree'], { env })).trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
