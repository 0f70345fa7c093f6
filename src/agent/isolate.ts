import { lstat, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { EXIT_AGENT_CONFIG } from './adapters.js';
import { bwrapArgs, bwrapPath, bwrapUsable } from './bwrap.js';
import { changedPaths, copyBack, copyTree, findEntries, isAgentConfig, snapshot, within, type Skip } from './tree.js';
import type { Isolation } from './types.js';

export interface IsolationSetup {
  mode: 'auto' | Isolation;
  /** The tree under review (absolute). */
  cwd: string;
  /** Normalised relative paths; a trailing `/` marks a folder. */
  writable: string[];
  /** A fresh folder of this run's own (holds the agent's TMPDIR and, in copy mode, the copy). */
  workdir: string;
  home: string | undefined;
  stateDirs: string[];
  /** Secret files by relative path: the agent never sees their content. */
  secret?: (rel: string) => boolean;
  progress: (line: string) => void;
}

export interface Isolated {
  isolation: Isolation;
  /** Where the agent runs. */
  cwd: string;
  tmpdir: string;
  /** The executable and argv as they are spawned. */
  wrap(file: string, args: string[]): { file: string; args: string[] };
  /** After the run: copy results back and list what the agent changed outside `writable`. */
  finish(): Promise<string[]>;
}

// Git's own bookkeeping changes under any git command, but its hooks and config run code: watched.
const GIT_WATCHED = ['.git/hooks', '.git/config'];

const bare = (writable: string[]) => writable.map((w) => w.replace(/\/$/, ''));

function chooseIsolation(mode: IsolationSetup['mode'], progress: (line: string) => void): Isolation {
  if (mode === 'copy' || mode === 'none') return mode;
  const probe = bwrapUsable();
  if (probe.ok) return 'bwrap';
  if (mode === 'bwrap') {
    throw new ProofgateError(`agent: bwrap isolation is not usable here (${probe.why}); use isolation copy or none`, EXIT_AGENT_CONFIG);
  }
  progress(`agent: bwrap is not usable here (${probe.why}); isolating with a copy of the tree`);
  return 'copy';
}

function reportHidden(paths: string[], how: string, what: string, progress: (line: string) => void): void {
  if (paths.length === 0) return;
  const shown = paths
    .slice(0, 20)
    .map((p) => JSON.stringify(p))
    .join(', ');
  const more = paths.length > 20 ? ` and ${paths.length - 20} more` : '';
  progress(`agent: ${how} ${paths.length} ${what}: ${shown}${more}`);
}

const CONFIG = 'agent config path(s) from the pull request';
const SECRETS = 'secret file(s)';

/** Sets up the chosen isolation; the caller runs the agent, then calls finish(). */
export async function isolate(s: IsolationSetup): Promise<Isolated> {
  const isolation = chooseIsolation(s.mode, s.progress);
  const tmpdir = join(s.workdir, 'tmp');
  await mkdir(tmpdir);
  const writable = bare(s.writable);
  const outside: Skip = (rel, name) => {
    if (rel === '.git') return false;
    if (rel.startsWith('.git/')) return !within(rel, GIT_WATCHED);
    return name === '.git' || within(rel, writable);
  };
  const direct = { isolation, tmpdir, wrap: (file: string, args: string[]) => ({ file, args }) };
  const secret: Skip = (rel, name) => name !== '.git' && !isAgentConfig(name) && (s.secret?.(rel) ?? false);

  if (isolation === 'none') {
    if (s.secret) reportHidden(findEntries(s.cwd, secret), 'isolation none: the agent can read', SECRETS, s.progress);
    const before = snapshot(s.cwd, outside);
    return { ...direct, cwd: s.cwd, finish: () => Promise.resolve(changedPaths(before, snapshot(s.cwd, outside), writable)) };
  }

  if (isolation === 'copy') {
    const tree = join(s.workdir, 'tree');
    const removed: string[] = [];
    const secrets: string[] = [];
    const leaveOut: Skip = (rel, name) => {
      if (name === '.git') return true;
      if (isAgentConfig(name)) removed.push(rel);
      else if (secret(rel, name)) secrets.push(rel);
      else return false;
      return true;
    };
    // Links in the writable folders are left out, so an agent writing its output there cannot be
    // sent through a link the pull request planted.
    copyTree(s.cwd, tree, leaveOut, (rel) => within(rel, writable));
    reportHidden(removed, "removed from the agent's copy", CONFIG, s.progress);
    reportHidden(secrets, "left out of the agent's copy", SECRETS, s.progress);
    const left = new Set([...removed, ...secrets]);
    s.progress(`agent: running in a copy of the tree at ${tree}; only ${writable.join(', ') || 'nothing'} is copied back`);
    const original = snapshot(s.cwd, outside);
    // What the copy should still hold: the tree as it was, minus what was left out of the copy.
    const expected = new Map([...original].filter(([rel]) => !within(rel, ['.git', ...left])));
    return {
      ...direct,
      cwd: tree,
      finish: () => {
        const inCopy = changedPaths(expected, snapshot(tree, outside), writable);
        // An agent can still name the original tree by absolute path: look there too.
        const inOriginal = changedPaths(original, snapshot(s.cwd, outside), writable);
        copyBack(tree, s.cwd, writable);
        return Promise.resolve([...new Set([...inCopy, ...inOriginal])].sort());
      },
    };
  }

  // bwrap: the filesystem refuses every write outside the writable paths, so nothing can be tampered with.
  const placeholders: string[] = [];
  const binds: string[] = [];
  for (const w of s.writable) {
    const abs = join(s.cwd, w.replace(/\/$/, ''));
    const st = await stat(abs).catch(() => null);
    if (!st) {
      if (w.endsWith('/')) await mkdir(abs, { recursive: true });
      else {
        // A missing file is created empty to be bound, and removed again if the agent leaves it empty.
        await mkdir(join(abs, '..'), { recursive: true });
        await writeFile(abs, '');
        placeholders.push(abs);
      }
    }
    binds.push(abs);
  }
  const config = findEntries(s.cwd, (_, name) => isAgentConfig(name));
  const secrets = findEntries(s.cwd, secret);
  const hidden = [];
  for (const rel of [...config, ...secrets]) {
    const st = await stat(join(s.cwd, rel)).catch(() => null); // a dangling link shows the agent nothing anyway
    if (st) hidden.push({ path: join(s.cwd, rel), dir: st.isDirectory() });
  }
  reportHidden(config, 'hid', CONFIG, s.progress);
  reportHidden(secrets, 'hid', SECRETS, s.progress);
  const emptyFile = join(s.workdir, 'empty');
  await writeFile(emptyFile, '');
  const prefix = bwrapArgs({ cwd: s.cwd, tmpdir, writable: binds, home: s.home, stateDirs: s.stateDirs, hidden, emptyFile });
  const bin = bwrapPath()!;
  return {
    ...direct,
    cwd: s.cwd,
    wrap: (file, args) => ({ file: bin, args: [...prefix, file, ...args] }),
    finish: async () => {
      for (const p of placeholders) {
        const st = await lstat(p).catch(() => null);
        if (st?.isFile() && st.size === 0) await rm(p);
      }
      return [];
    },
  };
}
