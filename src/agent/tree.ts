import { createHash } from 'node:crypto';
import { copyFile, lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ProofgateError } from '../text/errors.js';

/**
 * Files and folders an agent CLI reads as instructions or settings (hooks, MCP servers, package
 * registries). A pull request controls them, so they never reach the agent; matched at any depth.
 */
const AGENT_CONFIG = [
  /^\.(claude|gemini|codex)$/i,
  /^(CLAUDE|AGENTS).*\.md$/i,
  /^GEMINI\.md$/i,
  /^\.mcp\.json$/i,
  /^\.claude\.json$/i,
  /^\.npmrc$/i,
  /^bunfig\.toml$/i,
];

export function isAgentConfig(name: string): boolean {
  return AGENT_CONFIG.some((re) => re.test(name));
}

export type EntryKind = 'file' | 'dir' | 'symlink' | 'other';

export interface Entry {
  rel: string;
  kind: EntryKind;
}

/** Decides whether a path (relative, `/`-separated) and everything under it is left out. */
export type Skip = (rel: string, name: string) => boolean;

/** Every entry under `root`, depth first in name order, never following a symbolic link. */
export async function* walk(root: string, skip: Skip, dir = ''): AsyncGenerator<Entry> {
  const entries = await readdir(join(root, dir), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (skip(rel, e.name)) continue;
    const kind: EntryKind = e.isSymbolicLink() ? 'symlink' : e.isDirectory() ? 'dir' : e.isFile() ? 'file' : 'other';
    yield { rel, kind };
    if (kind === 'dir') yield* walk(root, skip, rel);
  }
}

/** True when `rel` is one of `paths` or inside one of them. */
export function within(rel: string, paths: string[]): boolean {
  return paths.some((p) => rel === p || rel.startsWith(`${p}/`));
}

/** Path → signature (kind, mode, size and content hash; a link's target), enough to see any change. */
export type Snapshot = Map<string, string>;

export async function snapshot(root: string, skip: Skip): Promise<Snapshot> {
  const snap: Snapshot = new Map();
  for await (const e of walk(root, skip)) {
    const abs = join(root, e.rel);
    if (e.kind === 'file') {
      const st = await lstat(abs);
      const hash = createHash('sha256').update(await readFile(abs)).digest('hex');
      snap.set(e.rel, `file ${(st.mode & 0o7777).toString(8)} ${st.size} ${hash}`);
    } else if (e.kind === 'symlink') {
      snap.set(e.rel, `symlink ${await readlink(abs)}`);
    } else {
      snap.set(e.rel, e.kind);
    }
  }
  return snap;
}

/**
 * Paths created, changed or removed between two snapshots. A folder on the way to a writable
 * path is not a change: the agent has to create it to write there.
 */
export function changedPaths(before: Snapshot, after: Snapshot, writable: string[]): string[] {
  const changed: string[] = [];
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(path) === after.get(path)) continue;
    const kind = (after.get(path) ?? before.get(path))!;
    if (kind === 'dir' && writable.some((w) => w.startsWith(`${path}/`))) continue;
    changed.push(path);
  }
  return changed.sort();
}

/** Copies a tree (links as links unless `dropLink` says so, no special files), leaving out what `skip` names. */
export async function copyTree(from: string, to: string, skip: Skip, dropLink: (rel: string) => boolean): Promise<void> {
  await mkdir(to, { recursive: true });
  for await (const e of walk(from, skip)) {
    const src = join(from, e.rel);
    const dest = join(to, e.rel);
    if (e.kind === 'dir') await mkdir(dest);
    else if (e.kind === 'file') await copyFile(src, dest);
    else if (e.kind === 'symlink' && !dropLink(e.rel)) await symlink(await readlink(src), dest);
  }
}

/** Creates the folders leading to `rel` under `root`, refusing to pass through a link or a file. */
async function realDirs(root: string, rel: string): Promise<void> {
  const parts = rel.split('/').slice(0, -1);
  let at = root;
  for (const part of parts) {
    at = join(at, part);
    const st = await lstat(at).catch(() => null);
    if (!st) await mkdir(at);
    else if (!st.isDirectory()) {
      throw new ProofgateError(
        `agent: cannot copy ${rel} back: ${at} is ${st.isSymbolicLink() ? 'a symbolic link' : 'not a folder'}; remove it from the tree under review`,
      );
    }
  }
}

/**
 * Copies the regular files the agent left in `writable` (under `from`) into `to`. Links are never
 * followed on either side: a file replaces whatever entry was at its destination.
 */
export async function copyBack(from: string, to: string, writable: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const w of writable) {
    const st = await lstat(join(from, w)).catch(() => null);
    if (!st) continue;
    if (st.isFile()) files.push(w);
    else if (st.isDirectory()) {
      for await (const e of walk(join(from, w), () => false)) if (e.kind === 'file') files.push(`${w}/${e.rel}`);
    }
  }
  for (const rel of files) {
    await realDirs(to, rel);
    const dest = join(to, rel);
    const tmp = `${dest}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await copyFile(join(from, rel), tmp);
      await rename(tmp, dest);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }
  return files;
}

/** Agent config entries anywhere in the tree (outside .git); the walk does not descend into them. */
export async function findAgentConfig(root: string): Promise<string[]> {
  const found: string[] = [];
  const skip: Skip = (rel, name) => {
    if (name === '.git') return true;
    if (!isAgentConfig(name)) return false;
    found.push(rel);
    return true;
  };
  for await (const _ of walk(root, skip));
  return found;
}
