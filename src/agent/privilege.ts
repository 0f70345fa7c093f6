import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { constants } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { ProofgateError } from '../text/errors.js';
import { AGENT_EXIT } from './exit-codes.js';
import { findExecutable } from './command.js';

// System tools are looked up in the system folders only: a PATH entry never supplies them.
const SYSTEM_PATH = '/usr/sbin:/usr/bin:/sbin:/bin';

/**
 * How proofgate acts as root: it is root (containers, self-hosted runners run as root), or
 * passwordless `sudo` works (GitHub's hosted runners). `prefix` runs a command as root; with sudo,
 * `-E` keeps the environment it is given (the agent's own, never proofgate's).
 */
export interface Privilege {
  via: 'root' | 'sudo';
  prefix: string[];
  setpriv: string;
  chown: string;
  chmod: string;
  kill: string;
}

let probed: { privilege: Privilege | null; why: string } | undefined;

/** Root, or passwordless sudo, with the util-linux tools needed to drop to another user; probed once. */
export function privilege(): { privilege: Privilege | null; why: string } {
  if (probed) return probed;
  if (process.platform !== 'linux') return (probed = { privilege: null, why: 'running the agent as a user of its own needs Linux' });
  const tools = { setpriv: '', chown: '', chmod: '', kill: '' };
  for (const name of Object.keys(tools) as (keyof typeof tools)[]) {
    const found = findExecutable(name, SYSTEM_PATH);
    if (!found) return (probed = { privilege: null, why: `${name} is not installed (util-linux, coreutils, procps)` });
    tools[name] = found;
  }
  if (process.getuid?.() === 0) return (probed = { privilege: { via: 'root', prefix: [], ...tools }, why: '' });
  const sudo = findExecutable('sudo', SYSTEM_PATH);
  if (!sudo) return (probed = { privilege: null, why: 'not root, and sudo is not installed' });
  const prefix = [sudo, '-n', '-E', '--'];
  const r = spawnSync(prefix[0]!, [...prefix.slice(1), tools.setpriv, '--reuid=0', '--', '/bin/true'], {
    env: { PATH: SYSTEM_PATH },
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (r.status !== 0) {
    const said = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]!;
    return (probed = { privilege: null, why: `not root, and passwordless sudo with -E is refused (${said})` });
  }
  return (probed = { privilege: { via: 'sudo', prefix, ...tools }, why: '' });
}

/** Runs `args` as root; throws (exit 2) with what the command said when it fails. */
export function asRoot(p: Privilege, args: string[], what: string): void {
  const [file, ...rest] = [...p.prefix, ...args];
  const r = spawnSync(file!, rest, { env: { PATH: SYSTEM_PATH }, encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) {
    const said = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]!;
    throw new ProofgateError(`agent: could not ${what}: ${said}`, AGENT_EXIT.cannotRun);
  }
}

/** setpriv arguments that become `uid` for good: no groups, no capabilities, no setuid gains. */
export function dropTo(p: Privilege, uid: number): string[] {
  return [
    p.setpriv,
    `--reuid=${uid}`,
    `--regid=${uid}`,
    '--clear-groups',
    '--no-new-privs',
    '--inh-caps=-all',
    '--ambient-caps=-all',
    '--bounding-set=-all',
    '--',
  ];
}

/** Live processes whose real uid is `uid`, from /proc. */
export function processesOf(uid: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let status: string;
    try {
      status = readFileSync(`/proc/${name}/status`, 'utf8');
    } catch {
      continue; // exited while we looked
    }
    const real = /^Uid:\s+(\d+)/m.exec(status)?.[1];
    const state = /^State:\s+(\S)/m.exec(status)?.[1];
    if (Number(real) === uid && state !== 'Z') pids.push(Number(name));
  }
  return pids;
}

// A range no distribution hands out (system and login users, subordinate ids of rootless containers
// sit far below), so the uid belongs to this run alone.
const UID_FLOOR = 1_500_000_000;
const UID_SPAN = 500_000_000;

/** A uid of this run's own: no process runs as it. */
export function freshUid(): number {
  for (;;) {
    const uid = UID_FLOOR + randomInt(UID_SPAN);
    if (processesOf(uid).length === 0) return uid;
  }
}

/**
 * Signals every process of `uid`: a process of that uid calls kill(-1), which reaches every
 * process it may signal, so one that left the agent's group or session is reached too.
 */
export function signalUid(p: Privilege, uid: number, signal: NodeJS.Signals): void {
  const number = constants.signals[signal];
  // `kill -N -- -1`: the one spelling procps and util-linux both read as "signal N to pid -1".
  const [file, ...args] = [
    ...p.prefix,
    p.setpriv,
    `--reuid=${uid}`,
    `--regid=${uid}`,
    '--clear-groups',
    '--',
    p.kill,
    `-${number}`,
    '--',
    '-1',
  ];
  const r = spawnSync(file, args, { env: { PATH: SYSTEM_PATH }, encoding: 'utf8', timeout: 60_000 });
  // Exit 1 with "No such process" is an empty uid; anything else is a failure to kill.
  if (r.status === 0 || (r.status === 1 && /no such process/i.test(r.stderr))) return;
  const said = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]!;
  throw new ProofgateError(`agent: could not signal the agent user's processes: ${said}`, AGENT_EXIT.cannotRun);
}
