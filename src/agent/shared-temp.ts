import { spawnSync } from 'node:child_process';
import { lstatSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { findExecutable } from '../git/programs.js';
import type { Privilege } from './privilege.js';

/**
 * The folders every user may write in that outlive a run: the system's temporary folders, shared
 * memory, lock and crash folders, and this process's temp folder. An agent run as a user of its own
 * without a mount namespace (a copy) can leave files there that a later step or job on the same
 * runner reads as its own (a transform cache such as jest's `/tmp/jest_<uid>`, tsx's `/tmp/tsx-<uid>`).
 * bubblewrap gives the agent its own `/tmp`, `/var/tmp` and `/dev`, and shows none of the others.
 */
export function sharedTempFolders(): string[] {
  const candidates = ['/tmp', '/var/tmp', '/dev/shm', '/run/lock', '/var/lock', '/dev/mqueue', '/var/crash', tmpdir()];
  return [...new Set(candidates)].filter((dir) => {
    const st = lstatSync(dir, { throwIfNoEntry: false });
    return !!st?.isDirectory() && (st.mode & 0o002) !== 0;
  });
}

/**
 * File systems no user makes files in (the kernel's views), and those another machine serves
 * (a walk of them could take hours, and root there is often squashed): left out of the walk.
 */
const NOT_LOCAL = new Set([
  ...['proc', 'sysfs', 'cgroup', 'cgroup2', 'devpts', 'securityfs', 'debugfs', 'tracefs', 'pstore', 'bpf', 'configfs'],
  ...['fusectl', 'binfmt_misc', 'autofs', 'efivarfs', 'nsfs', 'rpc_pipefs', 'selinuxfs', 'nfsd', 'rootfs'],
  ...['nfs', 'nfs4', 'cifs', 'smb3', 'smbfs', 'ceph', 'glusterfs', 'lustre', 'gpfs', 'afs', '9p', 'virtiofs', 'davfs'],
]);

/** A field of /proc/self/mounts, its spaces and tabs written as octal escapes. */
const unescape = (s: string) => s.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)));

/**
 * The mount points of this machine's local file systems that are mounted writable: every place a
 * user of its own could have made a file (GitHub's hosted images open `/opt/hostedtoolcache` to every
 * user; a container job mounts it at `/__t`). One that a walk of a listed parent already enters
 * (a bind mount of the same device) is left out.
 */
export function localWritableMounts(): string[] {
  let text: string;
  try {
    text = readFileSync('/proc/self/mounts', 'utf8');
  } catch {
    return [];
  }
  const mounts = new Map<string, { type: string; rw: boolean }>();
  for (const line of text.split('\n')) {
    const [, point, type, options] = line.split(' ');
    if (!point || !type || !options) continue;
    const at = unescape(point);
    // A later line mounted over an earlier one at the same point: the later is what is seen.
    mounts.delete(at);
    mounts.set(at, { type, rw: options.split(',').includes('rw') });
  }
  const local = (m: { type: string; rw: boolean }) => m.rw && !NOT_LOCAL.has(m.type) && !m.type.startsWith('fuse');
  const dev = (path: string) => lstatSync(path, { throwIfNoEntry: false })?.dev;
  const chosen = [...mounts].filter(([at, m]) => local(m) && dev(at) !== undefined).map(([at]) => at);
  return chosen.filter((at) => {
    if (at === '/') return true;
    // The nearest mount point above this one: a walk of it enters this one when it is chosen and the device is the same.
    for (let up = dirname(at); ; up = dirname(up)) {
      if (mounts.has(up)) return !(chosen.includes(up) && dev(up) === dev(at));
      if (up === '/') return true;
    }
  });
}

const SYSTEM_PATH = '/usr/sbin:/usr/bin:/sbin:/bin';
/** How long one walk of the machine's file systems may take before it is given up and said. */
const WALK_MS = 300_000;

function rootSpawn(p: Privilege, args: string[], input?: string) {
  const all = [...p.prefix, ...args];
  return spawnSync(all[0]!, all.slice(1), { env: { PATH: SYSTEM_PATH }, encoding: 'utf8', timeout: WALK_MS, input, maxBuffer: 1 << 28 });
}

const failure = (r: ReturnType<typeof rootSpawn>) => (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]!;

/**
 * The fewest of `dirs` whose walks (`-xdev`) enter all of them: one inside another on the same
 * device is entered by the walk of the other (a busy runner's /tmp holds hundreds of 0777 folders).
 */
function outermost(dirs: string[]): string[] {
  const dev = (path: string) => lstatSync(path, { throwIfNoEntry: false })?.dev;
  const kept = new Map<string, number | undefined>();
  const entered = (dir: string, d: number | undefined) => {
    for (let up = dirname(dir); ; up = dirname(up)) {
      if (kept.has(up) && kept.get(up) === d) return true;
      if (up === dirname(up)) return false;
    }
  };
  for (const dir of [...new Set(dirs)].sort()) {
    const d = dev(dir);
    if (d !== undefined && !entered(dir, d)) kept.set(dir, d);
  }
  return [...kept.keys()];
}

/**
 * Removes, as root, every entry `uid` owns where it could have made one (a folder with all it
 * holds, however its owner closed it), once no process of that uid is left to make more. A user of
 * its own, with a group of its own and no other, makes entries only in folders every user may
 * write: the shared temp folders and `writable`, the folders every user could write when the run
 * began (a tool cache opened with `chmod -R 777`, a 1777 cache folder); what it made in its own
 * folders goes with them. Without that list (its walk did not finish), the walk covers every local
 * file system. find and rm follow no link and stay on each file system. Returns a line saying what
 * failed, or ''.
 */
export function removeLeftInShared(p: Privilege, uid: number, writable: string[] | undefined): string {
  const roots = outermost([...sharedTempFolders(), ...(writable ?? localWritableMounts())]);
  const find = findExecutable('find', SYSTEM_PATH);
  const rm = findExecutable('rm', SYSTEM_PATH);
  if (roots.length === 0) return '';
  if (!find || !rm) return 'find or rm is not installed (findutils, coreutils)';
  const args = [find, '-P', ...roots, '-xdev', '-uid', String(uid), '-prune', '-exec', rm, '-rf', '--one-file-system', '--', '{}', '+'];
  const r = rootSpawn(p, args);
  return r.status === 0 ? '' : failure(r);
}

/** World-writable files and folders closed while agents run, the folders found, and how many runs hold them closed. */
let opened: { paths: string; folders: string[] | undefined; holders: number } | undefined;

/**
 * Closes to other users, while the agent runs, every regular file and every folder without the
 * sticky bit that every user may write on this machine's local file systems (GitHub's hosted
 * images `chmod -R 777 /opt/hostedtoolcache`): in them the agent's user could rewrite a tool a
 * later step runs, or rename or remove another user's file, and own nothing that a removal by
 * owner finds. `undo` opens them again when the last run holding them ends. Returns a line saying
 * what failed, or '', and every folder every user may write, sticky or not (where the agent's user
 * can make an entry), or undefined when the walk did not finish.
 */
export function closeWorldWritable(
  p: Privilege,
  leaveOut: string[],
  undo: (() => void)[],
): { failed: string; folders: string[] | undefined } {
  const find = findExecutable('find', SYSTEM_PATH);
  const xargs = findExecutable('xargs', SYSTEM_PATH);
  if (!find || !xargs) return { failed: 'find or xargs is not installed (findutils)', folders: undefined };
  let failed = '';
  if (!opened) {
    const roots = localWritableMounts();
    if (roots.length === 0) return { failed: '', folders: [] };
    // The agent's own folders (its copy, home and temp) are lent to it and given back closed.
    const skip = leaveOut.flatMap((path, i) => [...(i ? ['-o'] : []), '-path', path]);
    const prune = skip.length ? ['(', ...skip, ')', '-prune', '-o'] : [];
    // One mark per entry: s a sticky folder (kept open), d a folder and f a file (closed).
    const marks = [
      ...['(', '-type', 'd', '-perm', '-1002', '-printf', 's%p\\0', ')', '-o'],
      ...['(', '-type', 'd', '-perm', '-0002', '-printf', 'd%p\\0', ')', '-o'],
      ...['(', '-type', 'f', '-perm', '-0002', '-printf', 'f%p\\0', ')'],
    ];
    const r = rootSpawn(p, [find, '-P', ...roots, '-xdev', ...prune, ...marks]);
    const found = (r.stdout ?? '').split('\0').filter(Boolean);
    // What was found is closed even when the walk did not finish.
    const paths = found
      .filter((m) => m[0] !== 's')
      .map((m) => `${m.slice(1)}\0`)
      .join('');
    if (paths) {
      const c = rootSpawn(p, [xargs, '-0', '-r', p.chmod, 'o-w', '--'], paths);
      if (c.status !== 0) {
        rootSpawn(p, [xargs, '-0', '-r', p.chmod, 'o+w', '--'], paths);
        return { failed: failure(c), folders: undefined };
      }
    }
    const folders = r.status === 0 ? found.filter((m) => m[0] !== 'f').map((m) => m.slice(1)) : undefined;
    opened = { paths, folders, holders: 0 };
    if (r.status !== 0) failed = failure(r);
  }
  opened.holders++;
  undo.push(() => {
    if (!opened || --opened.holders > 0) return;
    const paths = opened.paths;
    opened = undefined;
    if (paths) rootSpawn(p, [xargs, '-0', '-r', p.chmod, 'o+w', '--'], paths);
  });
  return { failed, folders: opened.folders };
}
