import { spawnSync } from 'node:child_process';
import { lstatSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
 * Removes, as root, every entry `uid` owns anywhere under the shared folders (a folder with all it
 * holds, however its owner closed it), once no process of that uid is left to make more. find and
 * rm follow no link and stay on each folder's file system. Returns a line saying what failed, or ''.
 */
export function removeLeftInShared(p: Privilege, uid: number): string {
  const roots = sharedTempFolders();
  const find = findExecutable('find', '/usr/bin:/bin');
  const rm = findExecutable('rm', '/usr/bin:/bin');
  if (roots.length === 0) return '';
  if (!find || !rm) return 'find or rm is not installed (findutils, coreutils)';
  const args = [
    ...p.prefix,
    find,
    '-P',
    ...roots,
    '-xdev',
    '-uid',
    String(uid),
    '-prune',
    '-exec',
    rm,
    '-rf',
    '--one-file-system',
    '--',
    '{}',
    '+',
  ];
  const r = spawnSync(args[0]!, args.slice(1), { env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' }, encoding: 'utf8', timeout: 120_000 });
  if (r.status === 0) return '';
  return (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]!;
}
