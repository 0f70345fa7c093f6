import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { constants } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { ProofgateError } from '../text/errors.js';
import { AGENT_EXIT } from './exit-codes.js';
import { findExecutable } from '../git/programs.js';
import { diesWithProofgate } from './watcher.js';

// System tools are looked up in the system folders only: a PATH entry never supplies them.
export const SYSTEM_PATH = '/usr/sbin:/usr/bin:/sbin:/bin';

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
  mkfifo: string;
}

let probed: { privilege: Privilege | null; why: string } | undefined;

/** Root, or passwordless sudo, with the util-linux tools needed to drop to another user; probed once. */
export function privilege(): { privilege: Privilege | null; why: string } {
  if (probed) return probed;
  if (process.platform !== 'linux') return (probed = { privilege: null, why: 'running the agent as a user of its own needs Linux' });
  const tools = { setpriv: '', chown: '', chmod: '', kill: '', mkfifo: '' };
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

let namespaced: { args: string[]; why: string } | undefined;

/**
 * `unshare` arguments that start a command, as root, as the first process of a pid namespace of
 * its own (probed once): when it ends, the kernel kills every process left in the namespace, a
 * chain that forks and exits at once or kills its own uid's helpers included, and none can leave
 * it. Its IPC namespace is its own too: the System V objects and POSIX message queues it makes go
 * with its last process, and it attaches to none of the runner's. Empty where this machine refuses a pid namespace (a container without CAP_SYS_ADMIN), with
 * why: the agent's processes are then found in /proc and killed (signalUid). The namespace's
 * first process, tied to proofgate's life, is the caller's (namespaceInit).
 */
export function pidNamespace(p: Privilege): { args: string[]; why: string } {
  if (namespaced) return namespaced;
  const unshare = findExecutable('unshare', SYSTEM_PATH);
  if (!unshare) return (namespaced = { args: [], why: 'unshare is not installed (util-linux)' });
  // Its own /proc: the agent sees its namespace's processes by the pids it can signal, and no other
  // process's command line. unshare takes the namespace's first process with it (--kill-child).
  const args = [unshare, '--pid', '--ipc', '--fork', '--kill-child', '--mount-proc', '--'];
  const tie = diesWithProofgate(p);
  const [file, ...rest] = [...p.prefix, ...tie.args, ...args, '/bin/true'];
  const r = spawnSync(file, rest, { env: { PATH: SYSTEM_PATH }, encoding: 'utf8', timeout: 10_000 });
  tie.release();
  if (r.status === 0) return (namespaced = { args, why: '' });
  const said = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]!;
  return (namespaced = { args: [], why: `no pid namespace here (${said})` });
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
    // Set after the switch of uid (which clears it): the agent dies with the process that started it.
    '--pdeathsig',
    'KILL',
    '--',
  ];
}

/**
 * The first word of a field of /proc/<pid>/status, read line by line at `\n` alone: the process's
 * name comes first and is its own to choose (the kernel escapes a newline in it, never a CR or a
 * U+2028), so a multiline regex would read a `Uid:` or `State:` it wrote there.
 */
export function statusField(status: string, name: string): string | undefined {
  const line = status.split('\n').find((l) => l.startsWith(`${name}:`));
  return line
    ?.slice(name.length + 1)
    .trim()
    .split(/\s+/)[0];
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
    const real = statusField(status, 'Uid');
    const state = statusField(status, 'State');
    if (Number(real) === uid && (state !== 'Z' || liveThreads(name))) pids.push(Number(name));
  }
  return pids;
}

/** A process whose main thread ended shows as a zombie while its other threads still run. */
function liveThreads(pid: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/task`).some(
      (tid) => statusField(readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8'), 'State') !== 'Z',
    );
  } catch {
    return false; // gone
  }
}

// A range no distribution hands out (system and login users, subordinate ids of rootless containers
// sit far below), so the uid belongs to this run alone.
export const UID_FLOOR = 1_500_000_000;
const UID_SPAN = 500_000_000;

/** A uid of this run's own: no process runs as it. */
export function freshUid(): number {
  for (;;) {
    const uid = UID_FLOOR + randomInt(UID_SPAN);
    if (processesOf(uid).length === 0) return uid;
  }
}

/** Sends `signal` to `pids` as root: from this process when it is root, else through sudo. ESRCH (gone) is no error. */
function signalPids(p: Privilege, pids: number[], signal: NodeJS.Signals): void {
  if (pids.length === 0) return;
  if (p.via === 'root') {
    for (const pid of pids)
      try {
        process.kill(pid, signal);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
      }
    return;
  }
  const [file, ...args] = [...p.prefix, p.kill, `-${constants.signals[signal]}`, '--', ...pids.map(String)];
  const r = spawnSync(file!, args, { env: { PATH: SYSTEM_PATH }, encoding: 'utf8', timeout: 60_000 });
  // Exit 1 with "No such process" is a process that ended meanwhile.
  if (r.status === 0 || (r.status === 1 && /no such process/i.test(r.stderr))) return;
  const said = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]!;
  throw new ProofgateError(`agent: could not signal the agent user's processes: ${said}`, AGENT_EXIT.cannotRun);
}

/** Rounds of stopping newly found processes before the kill: each round finds the children forked before the last stop. */
const FREEZE_ROUNDS = 50;
/** Looks at /proc in a row that find no process of the uid before the kill counts as done. */
const QUIET_LOOKS = 3;
/** Passes of root's rounds and the uid's own sweep before the kill gives up. */
const PASSES = 10;

/**
 * Signals every process of `uid`, found in /proc (one that left the agent's group or session,
 * by setsid or a double fork, still runs as that uid, and nothing else does). A kill comes from
 * root first: every process of the uid is stopped, round after round until no new one appears,
 * then killed; the agent's own processes cannot kill or stop root. Then a sweep: `kill -KILL -1`
 * run as the uid itself, which the kernel delivers in one pass over the process table that no fork
 * gets past, reaches a chain that forks and exits at once (no generation lives long enough for
 * /proc to show it). A process that stops the sweep lives long enough to be seen: root kills it in
 * the next pass. Returns, for a kill, whether the uid is left with no process.
 */
export function signalUid(p: Privilege, uid: number, signal: NodeJS.Signals): boolean {
  if (signal !== 'SIGKILL') {
    signalPids(p, processesOf(uid), signal);
    return false;
  }
  for (let pass = 0; pass < PASSES; pass++) {
    killRounds(p, uid);
    sweep(p, uid);
    if (quiet(uid)) return true;
  }
  return false;
}

function killRounds(p: Privilege, uid: number): void {
  let looks = 0;
  for (let round = 0; round < FREEZE_ROUNDS && looks < QUIET_LOOKS; round++) {
    const stopped = new Set<number>();
    for (let look = 0; look < FREEZE_ROUNDS; look++) {
      const fresh = processesOf(uid).filter((pid) => !stopped.has(pid));
      if (fresh.length === 0) break;
      signalPids(p, fresh, 'SIGSTOP');
      for (const pid of fresh) stopped.add(pid);
    }
    const all = [...new Set([...stopped, ...processesOf(uid)])];
    looks = all.length ? 0 : looks + 1;
    signalPids(p, all, 'SIGKILL');
  }
}

/** `kill -KILL -1` as `uid`: every process that uid may signal but the sweep itself. Its exit says nothing (none left is an error to kill). */
function sweep(p: Privilege, uid: number): void {
  const [file, ...args] = [...p.prefix, ...dropTo(p, uid), p.kill, '-9', '--', '-1'];
  spawnSync(file, args, { env: { PATH: SYSTEM_PATH }, stdio: 'ignore', timeout: 60_000 });
}

function quiet(uid: number): boolean {
  for (let look = 0; look < QUIET_LOOKS; look++) if (processesOf(uid).length) return false;
  return true;
}
