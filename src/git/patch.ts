import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { raw, runGit, type Repo } from './git.js';

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
}

const PER_PROCESS = 500;

/**
 * The unified diff of each entry (keyed by `path`), from a few git processes (500 entries each)
 * rather than one per file. An entry's part is taken only when its header names its paths
 * exactly; a path git quotes in the header, or a rename git pairs otherwise, is asked for on its
 * own, so no file is ever given another's hunks. Repository settings that would change the text
 * (external diff drivers, textconv, prefixes, colour, binary attributes) are overridden.
 */
export async function diffByPath(repo: Repo, o: PatchOptions, entries: readonly PatchEntry[]): Promise<Map<string, string>> {
  const args = [
    '-c',
    'core.quotePath=false',
    'diff',
    o.renames ? '-M' : '--no-renames',
    `-U${o.context}`,
    // Text by content, as the selection decides: a NUL byte or a `binary`/`-diff` attribute never hides a selected file's lines.
    '--text',
    '--no-ext-diff',
    '--no-textconv',
    '--no-color',
    '--src-prefix=a/',
    '--dst-prefix=b/',
    '--ignore-submodules=none',
    o.base,
    o.head,
    '--',
  ];
  const pathsOf = (e: PatchEntry) => (e.from !== undefined ? [e.from, e.path] : [e.path]);
  const out = new Map<string, string>();
  for (let i = 0; i < entries.length; i += PER_PROCESS) {
    const group = entries.slice(i, i + PER_PROCESS);
    const byHeader = new Map(group.map((e) => [`diff --git a/${e.from ?? e.path} b/${e.path}`, e.path]));
    for (const part of (await raw(repo, [...args, ...group.flatMap(pathsOf)])).split(/^(?=diff --git )/m)) {
      const path = byHeader.get(part.slice(0, part.indexOf('\n')));
      // A type change (a link that became a file) is two patches under one header: both are kept.
      if (path !== undefined) out.set(path, (out.get(path) ?? '') + part);
    }
  }
  for (const e of entries) if (!out.has(e.path)) out.set(e.path, await raw(repo, [...args, ...pathsOf(e)]));
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
  const dir = await mkdtemp(join(tmpdir(), 'proofgate-index-'));
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
