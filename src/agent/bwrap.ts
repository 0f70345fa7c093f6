import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findExecutable } from './command.js';

/** bubblewrap on PATH, else the distribution's usual place. */
export function bwrapPath(): string | null {
  return findExecutable('bwrap', process.env.PATH) ?? (existsSync('/usr/bin/bwrap') ? '/usr/bin/bwrap' : null);
}

// Namespaces can be forbidden (containers, AppArmor on hosted Ubuntu runners): try the exact
// setup once per process instead of trusting that the binary exists.
let probed: { ok: boolean; why: string } | undefined;

export function bwrapUsable(): { ok: boolean; why: string } {
  if (probed) return probed;
  const bin = bwrapPath();
  if (!bin) return (probed = { ok: false, why: 'bwrap is not installed' });
  const r = spawnSync(bin, [...SANDBOX_BASE, '--', '/bin/sh', '-c', 'exit 0'], { encoding: 'utf8', timeout: 10_000 });
  probed =
    r.status === 0
      ? { ok: true, why: '' }
      : { ok: false, why: (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]! };
  return probed;
}

/** Read-only root, own /dev, own pid namespace with its /proc (no reading the caller's environ), private /tmp. */
const SANDBOX_BASE = ['--die-with-parent', '--unshare-pid', '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp'];

export interface SandboxLayout {
  cwd: string;
  tmpdir: string;
  /** Absolute paths the agent may write (each exists before the run). */
  writable: string[];
  /** HOME entries the vendor CLI keeps its session in, bound writable when present. */
  home: string | undefined;
  stateDirs: string[];
  /** Absolute agent config paths hidden from the agent, with whether each is a folder. */
  hidden: { path: string; dir: boolean }[];
  /** An empty regular file mounted over each hidden file (a device node would fail to open: nodev). */
  emptyFile: string;
}

/** bwrap arguments up to and including `--`; the command follows. Later mounts cover earlier ones. */
export function bwrapArgs(l: SandboxLayout): string[] {
  const args = [...SANDBOX_BASE, '--ro-bind', l.cwd, l.cwd, '--bind', l.tmpdir, l.tmpdir];
  if (l.home) for (const d of l.stateDirs) args.push('--bind-try', join(l.home, d), join(l.home, d));
  for (const w of l.writable) args.push('--bind', w, w);
  for (const h of l.hidden) args.push(...(h.dir ? ['--tmpfs', h.path] : ['--ro-bind', l.emptyFile, h.path]));
  args.push('--chdir', l.cwd, '--');
  return args;
}
