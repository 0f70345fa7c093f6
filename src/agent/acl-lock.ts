/**
 * setfacl reads a file's ACL, changes it and writes it back whole: two proofgates on one machine
 * (runners sharing a host) changing one file at once lose one another's entries, an agent's deny
 * among them (two loops adding 100 entries each to one file at once kept 192 here). Every ACL
 * change runs under one lock for the machine, in a folder only root may write, so no agent's user
 * can take it first.
 */
import { lstatSync } from 'node:fs';
import { findExecutable } from '../git/programs.js';
import { SYSTEM_PATH } from './privilege.js';

export const ACL_LOCK = '/run/proofgate-acl.lock';

/** `args` (a setfacl command, or xargs running one) run under the lock where it can be taken safely; as they are otherwise. */
export function aclLocked(args: string[]): string[] {
  const flock = findExecutable('flock', SYSTEM_PATH);
  const run = lstatSync('/run', { throwIfNoEntry: false });
  if (!flock || !run?.isDirectory() || run.uid !== 0 || (run.mode & 0o022) !== 0) return args;
  return [flock, '-w', '120', ACL_LOCK, ...args];
}
