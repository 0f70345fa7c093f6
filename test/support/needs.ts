// A test this machine cannot run is skipped with the reason in its title, so the report names every
// skip and why (vitest prints skipped titles); a machine with what the test needs runs it.
import { bwrapUsable } from '../../src/agent/bwrap.js';
import { findExecutable } from '../../src/agent/command.js';

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
    title: (name) => (missing.length > 0 ? `${name} (skipped: ${missing.join('; ')})` : name),
  };
}

const SYSTEM_PATH = '/usr/sbin:/usr/bin:/sbin:/bin';
const bwrap = bwrapUsable();
export const BWRAP: [boolean, string] = [bwrap.ok, `bubblewrap cannot run here: ${bwrap.why}`];
export const ROOT_USER: [boolean, string] = [process.getuid?.() === 0, `needs root, this is uid ${process.getuid?.()}`];
export const SUDO: [boolean, string] = [!!findExecutable('sudo', SYSTEM_PATH), 'sudo is not installed'];
export const ROOT_TOOLS: [boolean, string] = [
  ['unshare', 'setpriv', 'mount'].every((t) => findExecutable(t, SYSTEM_PATH)),
  'unshare, setpriv or mount is missing',
];
