import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findExecutable } from '../git/programs.js';
import type { Privilege } from './privilege.js';

const SYSTEM_PATH = '/usr/sbin:/usr/bin:/sbin:/bin';

/** The kernel's tables of System V objects, and ipcrm's flag for each. */
const TABLES = [
  ['shm', '-m'],
  ['sem', '-s'],
  ['msg', '-q'],
] as const;

/**
 * ipcrm arguments for every System V shared memory segment, semaphore set and message queue of
 * this IPC namespace that `uid` made or owns. The creator is asked too: an owner can hand an object
 * to another uid (IPC_SET), never its creator. Each table is read line by line at `\n`.
 */
export function ipcObjectsOf(uid: number, read: (table: string) => string = (t) => readFileSync(`/proc/sysvipc/${t}`, 'utf8')): string[] {
  const args: string[] = [];
  for (const [table, flag] of TABLES) {
    let text: string;
    try {
      text = read(table);
    } catch {
      continue; // a kernel without System V IPC
    }
    const [head = '', ...rows] = text.split('\n');
    const cols = head.trim().split(/\s+/);
    const [owner, creator] = [cols.indexOf('uid'), cols.indexOf('cuid')];
    for (const line of rows) {
      const row = line.trim().split(/\s+/);
      if (row.length < cols.length) continue;
      if (row[owner] === String(uid) || row[creator] === String(uid)) args.push(flag, row[1]!);
    }
  }
  return args;
}

/**
 * Removes, as root, the System V objects `uid` left (a copy without an IPC namespace of its own:
 * they outlive the agent, and a later step or job attaches to them by key). Called once no process
 * of that uid is left to make more. Returns a line saying what failed, or ''.
 */
export function removeIpcOf(p: Privilege, uid: number): string {
  const objects = ipcObjectsOf(uid);
  if (objects.length === 0) return '';
  const ipcrm = findExecutable('ipcrm', SYSTEM_PATH);
  if (!ipcrm) return 'ipcrm is not installed (util-linux)';
  const [file, ...args] = [...p.prefix, ipcrm, ...objects];
  const r = spawnSync(file!, args, { env: { PATH: SYSTEM_PATH }, encoding: 'utf8', timeout: 60_000 });
  if (r.status === 0) return '';
  return (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]!;
}
