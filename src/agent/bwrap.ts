import { spawnSync } from 'node:child_process';
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findExecutable } from '../git/programs.js';
import { dropTo, freshUid, type Privilege } from './privilege.js';

/**
 * bubblewrap from the system's folders, never from PATH: it runs as root (through sudo on hosted
 * runners), and PATH may hold a folder of the pull request's tree (node_modules/.bin).
 */
export function bwrapPath(): string | null {
  return findExecutable('bwrap', '/usr/bin:/bin:/usr/sbin:/sbin:/usr/local/bin:/usr/local/sbin');
}

// Namespaces can be forbidden (containers, AppArmor on hosted Ubuntu runners for unprivileged
// users): try the exact setup once per process and way of starting, instead of trusting that the
// binary exists.
const probes = new Map<string, { ok: boolean; why: string }>();

/** Whether bwrap works here, started as root through `p` (then dropping to a fresh uid) or as this user. */
export function bwrapUsable(p: Privilege | null = null): { ok: boolean; why: string } {
  const key = p?.via ?? 'user';
  const known = probes.get(key);
  if (known) return known;
  const bin = bwrapPath();
  let result: { ok: boolean; why: string };
  if (!bin) result = { ok: false, why: 'bwrap is not installed' };
  else {
    const inner = p ? [...dropTo(p, freshUid()), '/bin/true'] : ['/bin/true'];
    const [file, ...args] = [...(p?.prefix ?? []), bin, ...sandboxBase(), '--', ...inner];
    const r = spawnSync(file!, args, { env: { PATH: '/usr/bin:/bin' }, encoding: 'utf8', timeout: 10_000 });
    result =
      r.status === 0
        ? { ok: true, why: '' }
        : { ok: false, why: (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]! };
  }
  probes.set(key, result);
  return result;
}

/** Folders of the system itself, shown read-only (a merged-/usr link stays a link). */
export const SYSTEM_FOLDERS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc'];

/** Links in /etc to regular files under /run (resolv.conf on systemd-resolved): the file alone is shown, never a socket. */
function runTargets(): string[] {
  const out: string[] = [];
  for (const name of readdirSync('/etc')) {
    const path = join('/etc', name);
    try {
      if (!lstatSync(path).isSymbolicLink()) continue;
      const real = realpathSync(path);
      if (/^\/(var\/)?run\//.test(real) && statSync(real).isFile()) out.push(real);
    } catch {
      continue; // a dangling link
    }
  }
  return out;
}

/**
 * Private pid, IPC and UTS namespaces (no other process, its environment or its shared memory is
 * visible), the system folders read-only, /etc without its credentials, an own /dev, /proc and
 * /tmp. Nothing of /run, /var/run, /home or /root: no socket or bus file from outside is reachable
 * (the network is the host's: a loopback port or an abstract socket is, as docs/agent.md says).
 * The command is the pid namespace's first process (--as-pid-1): the namespace, and every process
 * in it, ends with it; bwrap's own init would wait on past it for what the agent left. The command
 * holds proofgate's lifeline (sandboxTie): --die-with-parent is set too late to rest on.
 */
function sandboxBase(): string[] {
  const args = ['--die-with-parent', '--unshare-pid', '--as-pid-1', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try'];
  for (const path of SYSTEM_FOLDERS) {
    const st = lstatSync(path, { throwIfNoEntry: false });
    if (st?.isSymbolicLink()) args.push('--symlink', readlinkSync(path), path);
    else if (st?.isDirectory()) args.push('--ro-bind', path, path);
  }
  args.push(
    '--dev',
    '/dev',
    '--proc',
    '/proc',
    '--perms',
    '1777',
    '--tmpfs',
    '/tmp',
    '--perms',
    '0755',
    '--dir',
    '/var',
    '--perms',
    '1777',
    '--tmpfs',
    '/var/tmp',
  );
  return args;
}

export interface SandboxLayout {
  cwd: string;
  /** The agent's TMPDIR, writable. */
  tmpdir: string;
  /** A fresh home (`from`) shown at the agent's HOME (`at`), writable. */
  home?: { from: string; at: string };
  /** Absolute paths shown read-only wherever they live (/tmp included): the agent's install, its interpreter, prompt files. */
  readable: string[];
  /** Absolute paths the agent may write (each exists before the run). */
  writable: string[];
  /** Absolute paths hidden from the agent, with whether each is a folder. */
  hidden: { path: string; dir: boolean }[];
  /** Files shown in place of others (a git config without credentials, a passwd naming the agent user). */
  replaced: { from: string; at: string }[];
  /** The system's credential paths (systemSecrets): covered wherever the sandbox shows them. */
  systemSecrets: { path: string; dir: boolean }[];
  /** An empty regular file mounted over each hidden file (a device node would fail to open: nodev). */
  emptyFile: string;
}

/**
 * bwrap arguments up to and including `--`; the command follows. Later mounts cover earlier ones.
 * bwrap makes a missing folder on the way to a mount point 0700 and root's when it runs as root,
 * which a user of the agent's own could not pass: each is made 0755 first.
 */
export function bwrapArgs(l: SandboxLayout): string[] {
  const args = sandboxBase();
  // Folders whose whole structure is real (bound from the host): nothing inside needs making.
  const real = [...SYSTEM_FOLDERS];
  const made = new Set<string>();
  const mount = (flag: string, from: string, at: string, realTree = false) => {
    const missing: string[] = [];
    for (let dir = dirname(at); dir !== '/' && !real.some((r) => dir === r || dir.startsWith(`${r}/`)); dir = dirname(dir))
      if (!made.has(dir)) missing.push(dir);
    for (const dir of missing.reverse()) {
      args.push('--perms', '0755', '--dir', dir);
      made.add(dir);
    }
    args.push(flag, from, at);
    if (realTree) real.push(at);
  };
  for (const file of runTargets()) mount('--ro-bind', file, file);
  if (l.home) mount('--bind', l.home.from, l.home.at);
  mount('--bind', l.tmpdir, l.tmpdir);
  mount('--ro-bind', l.cwd, l.cwd, true);
  for (const r of l.readable) mount('--ro-bind', r, r, true);
  // Covered only where shown (the system folders, a readable folder): /run is never shown at all.
  const shown = (p: string) => real.some((r) => p.startsWith(`${r}/`));
  const hidden = [...l.systemSecrets.filter((s) => shown(s.path)), ...l.hidden];
  for (const h of hidden) args.push(...(h.dir ? ['--tmpfs', h.path] : ['--ro-bind', l.emptyFile, h.path]));
  for (const r of l.replaced) args.push('--ro-bind', r.from, r.at);
  for (const w of l.writable) args.push('--bind', w, w);
  args.push('--chdir', l.cwd, '--');
  return args;
}
