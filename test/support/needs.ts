// A test this machine cannot run is skipped with the reason in its title and in a warning, so the
// output names every skip and why; a machine with what the test needs runs it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bwrapUsable } from '../../src/agent/bwrap.js';
import { findExecutable } from '../../src/git/programs.js';

export interface Need {
  skip: boolean;
  /** The title, with " (skipped: reason)" when the test cannot run here. */
  title: (name: string) => string;
}

/** Each entry: whether the machine has it, and what is missing when it does not. */
export function needs(...checks: [ok: boolean, missing: string][]): Need {
  const missing = checks.filter(([ok]) => !ok).map(([, why]) => why);
  return {
    skip: missing.length > 0,
    title: (name) => {
      if (missing.length === 0) return name;
      const title = `${name} (skipped: ${missing.join('; ')})`;
      // The default reporter folds a file whose every test is skipped into one line: say it here too.
      console.warn(`skipped: ${title}`);
      return title;
    },
  };
}

const SYSTEM_PATH = '/usr/sbin:/usr/bin:/sbin:/bin';
const bwrap = bwrapUsable();
export const BWRAP: [boolean, string] = [bwrap.ok, `bubblewrap cannot run here: ${bwrap.why}`];
export const ROOT_USER: [boolean, string] = [process.getuid?.() === 0, `needs root, this is uid ${process.getuid?.()}`];
export const SUDO: [boolean, string] = [!!findExecutable('sudo', SYSTEM_PATH), 'sudo is not installed'];
export const PERL: [boolean, string] = [!!findExecutable('perl', SYSTEM_PATH), 'perl is not installed'];
export const STRACE: [boolean, string] = [!!findExecutable('strace', SYSTEM_PATH), 'strace is not installed'];
export const ROOT_TOOLS: [boolean, string] = [
  ['unshare', 'setpriv', 'mount'].every((t) => findExecutable(t, SYSTEM_PATH)),
  'unshare, setpriv or mount is missing',
];

/** Where a pids cgroup can be made: cgroup v1's pids hierarchy, else cgroup v2's root with the pids controller. */
const PIDS_V1 = '/sys/fs/cgroup/pids';
export const PIDS_ROOT = existsSync(join(PIDS_V1, 'cgroup.procs')) ? PIDS_V1 : '/sys/fs/cgroup';
export const PIDS_CGROUP: [boolean, string] = [
  PIDS_ROOT === PIDS_V1 ||
    (existsSync(join(PIDS_ROOT, 'cgroup.controllers')) && /\bpids\b/.test(readFileSync(join(PIDS_ROOT, 'cgroup.controllers'), 'utf8'))),
  'no pids cgroup controller here',
];
