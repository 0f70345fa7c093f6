import { spawnSync } from 'node:child_process';
import { lstatSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { findExecutable } from '../git/programs.js';
import { aclLocked } from './acl-lock.js';
import { unescape } from './mounts.js';
import { type Privilege, SYSTEM_PATH, UID_FLOOR } from './privilege.js';

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

/** How long one walk of the machine's file systems may take before it is given up and said. */
const WALK_MS = 300_000;

function rootSpawn(p: Privilege, args: string[], input?: string) {
  const all = [...p.prefix, ...args];
  return spawnSync(all[0]!, all.slice(1), { env: { PATH: SYSTEM_PATH }, encoding: 'utf8', timeout: WALK_MS, input, maxBuffer: 1 << 28 });
}

const failure = (r: ReturnType<typeof rootSpawn>) => (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]!;

/**
 * A walk that went over everything still there: find exits 0, or 1 where each complaint is of an
 * entry gone between its folder's listing and its look (another process's temp folder removed):
 * nothing is left there to close or remove. Any other complaint (a folder it could not read, an rm
 * that failed) is a walk that did not finish. find speaks C here (rootSpawn's environment).
 */
export function walkFinished(r: { status: number | null; stderr?: string | null; error?: Error }): boolean {
  if (r.status === 0) return true;
  if (r.status !== 1 || r.error) return false;
  const lines = (r.stderr ?? '').split('\n').filter(Boolean);
  return lines.length > 0 && lines.every((line) => /^\S*find: '.*': No such file or directory$/.test(line));
}

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

/** find's test that an entry is one of `paths`, each followed by -o. */
const anyPath = (paths: string[]) => paths.flatMap((path) => ['-path', path, '-o']);

/**
 * Removes, as root, every entry `uid` owns where it could have made one (a folder with all it
 * holds, however its owner closed it), once no process of that uid is left to make more. A user of
 * its own, with a group of its own and no other, makes entries only in folders every user may
 * write: the shared temp folders and `writable`, the folders every user could write when the run
 * began (a tool cache opened with `chmod -R 777`, a 1777 cache folder); what it made in its own
 * folders (`own`, left out of the walk: they may still be lent to it) goes with them. Without that
 * list (its walk did not finish), the walk covers every local file system. find and rm follow no
 * link and stay on each file system. Returns a line saying what failed, or ''.
 */
export function removeLeftInShared(p: Privilege, uid: number, writable: string[] | undefined, own: string[]): string {
  const roots = outermost([...sharedTempFolders(), ...(writable ?? localWritableMounts())]);
  const find = findExecutable('find', SYSTEM_PATH);
  const rm = findExecutable('rm', SYSTEM_PATH);
  if (roots.length === 0) return '';
  if (!find || !rm) return 'find or rm is not installed (findutils, coreutils)';
  const skip = ['(', ...anyPath(own), '-false', ')', '-prune', '-o'];
  const remove = ['-uid', String(uid), '-prune', '-exec', rm, '-rf', '--one-file-system', '--', '{}', '+'];
  const r = rootSpawn(p, [find, '-P', ...roots, '-xdev', ...skip, ...remove]);
  return walkFinished(r) ? '' : failure(r);
}

/**
 * Removes, as root, every name under `paths` of an entry but a folder that has a name elsewhere
 * too: its link count is above the names the walk found under `paths` (a hard link the agent made
 * to a file of its own in /tmp, or to any file where fs.protected_hardlinks is 0). Once it has run,
 * a chown or chmod of `paths` reaches no inode outside them. Hard links among `paths` alone stay
 * (an output among them is dropped and named as one). No link is followed. Returns the names
 * removed, and a line saying what failed, or ''.
 */
export function removeLinkedOut(p: Privilege, paths: string[]): { removed: string[]; failed: string } {
  const find = findExecutable('find', SYSTEM_PATH);
  const xargs = findExecutable('xargs', SYSTEM_PATH);
  const rm = findExecutable('rm', SYSTEM_PATH);
  if (!find || !xargs || !rm) return { removed: [], failed: 'find, xargs or rm is not installed (findutils, coreutils)' };
  const r = rootSpawn(p, [find, '-P', ...paths, '!', '-type', 'd', '-links', '+1', '-printf', '%D:%i %n %p\\0']);
  if (!walkFinished(r)) return { removed: [], failed: failure(r) };
  const inodes = new Map<string, { links: number; names: Set<string> }>();
  for (const line of (r.stdout ?? '').split('\0')) {
    const m = /^(\d+:\d+) (\d+) (.+)$/s.exec(line);
    if (!m) continue;
    const [, inode, links, path] = m as unknown as [string, string, string, string];
    const seen = inodes.get(inode) ?? { links: Number(links), names: new Set<string>() };
    inodes.set(inode, seen);
    seen.names.add(path); // the same name twice where one of `paths` holds another
  }
  const removed = [...inodes.values()].filter((i) => i.names.size < i.links).flatMap((i) => [...i.names]);
  if (removed.length === 0) return { removed, failed: '' };
  const x = rootSpawn(p, [xargs, '-0', '-r', rm, '-f', '--'], removed.map((path) => `${path}\0`).join(''));
  return { removed, failed: x.status === 0 ? '' : failure(x) };
}

/** What a walk found every user may write: what to close (by the entry the agent's user gets), and the folders. */
interface Writable {
  close: Map<string, string[]>;
  folders: string[] | undefined;
  failed: string;
}

/**
 * The walk shared by the runs that overlap it (reviewers at once): a run changes no mode, so what
 * every user may write is what the first of them found.
 */
let walked: { found: Writable; holders: number } | undefined;
/** Paths closed by mode where no ACL could be set, and how many runs hold each closed. */
const closedByMode = new Map<string, number>();

/** The ACL entry that leaves the agent's user what every user may do with an entry of mode `mode`, but write. */
function entryFor(mode: string): string {
  const other = Number(mode.slice(-1));
  return `${other & 4 ? 'r' : '-'}-${other & 1 ? 'x' : '-'}`;
}

function walkWritable(p: Privilege, find: string, leaveOut: string[]): Writable {
  const roots = localWritableMounts();
  if (roots.length === 0) return { close: new Map(), folders: [], failed: '' };
  // The agent's own folders (its copy, home and temp) are lent to it and given back closed.
  const skip = anyPath(leaveOut);
  // Nor is what sits in a folder an agent's user may not pass through: a user of its own, with a
  // group of its own, passes only as "other" where it owns nothing (a home of 0750, /root).
  const shut = ['(', '-type', 'd', '!', '-perm', '-0001', '-uid', `-${UID_FLOOR}`, '-gid', `-${UID_FLOOR}`, ')'];
  const prune = ['(', ...skip, ...shut, ')', '-prune', '-o'];
  // One mark per entry: s a sticky folder (left open), d a folder and f a file (closed), with its mode.
  const marks = [
    ...['(', '-type', 'd', '-perm', '-1002', '-printf', 's%m %p\\0', ')', '-o'],
    ...['(', '-type', 'd', '-perm', '-0002', '-printf', 'd%m %p\\0', ')', '-o'],
    ...['(', '-type', 'f', '-perm', '-0002', '-printf', 'f%m %p\\0', ')'],
  ];
  const r = rootSpawn(p, [find, '-P', ...roots, '-xdev', ...prune, ...marks]);
  const close = new Map<string, string[]>();
  const folders: string[] = [];
  for (const line of (r.stdout ?? '').split('\0')) {
    const m = /^([sdf])([0-7]+) (.+)$/s.exec(line);
    if (!m) continue;
    const [, kind, mode, path] = m as unknown as [string, string, string, string];
    if (kind !== 'f') folders.push(path);
    if (kind === 's') continue;
    const entry = entryFor(mode);
    close.set(entry, [...(close.get(entry) ?? []), path]);
  }
  // What was found is closed even when the walk did not finish; the folders then are not known.
  const finished = walkFinished(r);
  return { close, folders: finished ? folders : undefined, failed: finished ? '' : failure(r) };
}

/**
 * Closes to the agent's user `uid`, while it runs, every regular file and every folder without
 * the sticky bit that every user may write on this machine's local file systems (GitHub's hosted
 * images `chmod -R 777 /opt/hostedtoolcache`): in them it could rewrite a tool a later step runs,
 * or rename or remove another user's file, and own nothing that a removal by owner finds. An ACL
 * entry takes write from that uid alone: every other user keeps it, the mode stays as it was (so
 * another proofgate on this machine finds the same, and none gives back what another still
 * holds), and a proofgate killed outright leaves only an entry for a uid no one else has. Where a
 * file system keeps no ACLs, every other user loses write too, until the last run holding it ends.
 * Returns a line saying what failed, or '', and every folder every user may write, sticky or not
 * (where the agent's user can make an entry), or undefined when the walk did not finish.
 */
export function closeWorldWritable(
  p: Privilege,
  uid: number,
  leaveOut: string[],
  undo: (() => void)[],
): { failed: string; folders: string[] | undefined } {
  const find = findExecutable('find', SYSTEM_PATH);
  const xargs = findExecutable('xargs', SYSTEM_PATH);
  if (!find || !xargs) return { failed: 'find or xargs is not installed (findutils)', folders: undefined };
  walked ??= { found: walkWritable(p, find, leaveOut), holders: 0 };
  const { found } = walked;
  walked.holders++;
  undo.push(() => {
    if (walked && --walked.holders === 0) walked = undefined;
  });
  let failed = found.failed;
  const setfacl = findExecutable('setfacl', SYSTEM_PATH);
  for (const [entry, paths] of found.close) {
    const list = paths.map((path) => `${path}\0`).join('');
    if (setfacl) {
      // Registered before the change: entries set half-way are removed all the same.
      undo.push(() => rootSpawn(p, aclLocked([xargs, '-0', '-r', setfacl, '-x', `u:${uid}`, '--']), list));
      if (rootSpawn(p, aclLocked([xargs, '-0', '-r', setfacl, '-m', `u:${uid}:${entry}`, '--']), list).status === 0) continue;
    }
    failed ||= closeByMode(p, xargs, paths, undo);
  }
  return { failed, folders: found.folders };
}

/** Takes write from every user but the owner (no ACLs), each path held by a count of runs. */
function closeByMode(p: Privilege, xargs: string, paths: string[], undo: (() => void)[]): string {
  const first = paths.filter((path) => !closedByMode.has(path));
  for (const path of paths) closedByMode.set(path, (closedByMode.get(path) ?? 0) + 1);
  undo.push(() => {
    const last = paths.filter((path) => {
      const held = (closedByMode.get(path) ?? 1) - 1;
      if (held > 0) closedByMode.set(path, held);
      else closedByMode.delete(path);
      return held <= 0;
    });
    if (last.length) rootSpawn(p, [xargs, '-0', '-r', p.chmod, 'o+w', '--'], last.map((path) => `${path}\0`).join(''));
  });
  if (!first.length) return '';
  const c = rootSpawn(p, [xargs, '-0', '-r', p.chmod, 'o-w', '--'], first.map((path) => `${path}\0`).join(''));
  return c.status === 0 ? '' : failure(c);
}
