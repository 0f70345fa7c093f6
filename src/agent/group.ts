import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { processesOf, signalUid, statusField, type Privilege } from './privilege.js';

interface Proc {
  pid: number;
  pgid: number;
  state: string;
  comm: string;
  /** When it started, in clock ticks after boot (Linux; 0 from ps). */
  start: number;
}

/** One process as /proc says (Linux), or undefined when it is gone. */
function procEntry(pid: string): Proc | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // exited while we looked
  }
  // The command name is parenthesised and may itself contain spaces or parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  return { pid: Number(pid), state: fields[0] ?? '', pgid: Number(fields[2]), comm, start: Number(fields[19]) };
}

/**
 * When process `pid` started, in clock ticks after boot, as /proc says (Linux): null when it is gone
 * or a zombie (it runs no more code), undefined where there is no /proc to ask.
 */
export function processStarted(pid: number): number | null | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const p = procEntry(String(pid));
  return p && !p.state.startsWith('Z') ? p.start : null;
}

/** Every process, from /proc (Linux) or ps (other POSIX systems). */
function processTable(): Proc[] {
  if (existsSync('/proc/self/stat'))
    return readdirSync('/proc').flatMap((name) => {
      const entry = /^\d+$/.test(name) ? procEntry(name) : undefined;
      return entry ? [entry] : [];
    });
  // From the system's folders: PATH may hold a folder of the pull request's tree.
  const out = execFileSync('ps', ['-A', '-o', 'pid=,pgid=,stat=,comm='], { encoding: 'utf8', env: { PATH: '/bin:/usr/bin' } });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length >= 4)
    .map(([pid, pgid, state, ...comm]) => ({ pid: Number(pid), pgid: Number(pgid), state: state ?? '', comm: comm.join(' '), start: 0 }));
}

/** Live (non-zombie) members of process group `pgid`, leaving out processes named `helper`. */
function groupMembers(pgid: number, helper?: string): number[] {
  return processTable()
    .filter((p) => p.pgid === pgid && !p.state.startsWith('Z') && p.comm !== helper)
    .map((p) => p.pid);
}

/** Signals the whole group; a group that is already gone is not an error. */
function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
}

/** Finds and signals every process an agent run started; how depends on the isolation. */
export interface Reaper {
  /** Live processes of the run (the wrapper's own helpers left out). */
  members(): number[];
  signal(signal: NodeJS.Signals): void;
  /**
   * In a pid namespace of the run's own: how many processes its init found still running when the
   * agent exited, and killed. The namespace ends with the agent, so `members()` never sees them.
   */
  survivors?(): number;
}

/** The agent's process group (under bwrap its pid namespace ends with it, so nothing escapes it). */
export function groupReaper(pgid: number, helper?: string): Reaper {
  return { members: () => groupMembers(pgid, helper), signal: (s) => signalGroup(pgid, s) };
}

/**
 * Every process of the agent's own uid: one that left the group or the session (setsid, a double
 * fork) still runs as that uid, and nothing else does.
 */
export function uidReaper(p: Privilege, uid: number): Reaper {
  return { members: () => processesOf(uid), signal: (s) => signalUid(p, uid, s) };
}

/**
 * Live members of group `pgid`, and the processes of this user started with it or later whose
 * environment still carries `marker`: one pass over /proc. Only those started since the group's
 * leader can carry the run's marker, so only their environments (the costly read: a run asks
 * this every 10 ms while it waits for its processes to end) are read.
 */
function markedMembers(pgid: number, marker: string, since: number): number[] {
  const uid = String(process.getuid?.());
  const entry = Buffer.from(`\0${marker}\0`);
  const found: number[] = [];
  for (const p of processTable()) {
    if (p.pid === process.pid || p.state.startsWith('Z')) continue;
    if (p.pgid === pgid) found.push(p.pid);
    else if (p.start >= since)
      try {
        // Each entry ends with a NUL; the first has none before it.
        const env = readFileSync(`/proc/${p.pid}/environ`);
        if (!env.includes(entry) && !env.subarray(0, entry.length - 1).equals(entry.subarray(1))) continue;
        if (statusField(readFileSync(`/proc/${p.pid}/status`, 'utf8'), 'Uid') === uid) found.push(p.pid);
      } catch {
        // exited, or not ours to read
      }
  }
  return found;
}

/**
 * An agent run as this very user: its group, plus any process that left the group but kept the
 * run's marker variable. Best effort: a same-user process that clears its environment escapes.
 */
export function markedReaper(pgid: number, marker: string): Reaper {
  if (!existsSync('/proc/self/environ')) return groupReaper(pgid);
  // The leader was just started; unreadable (gone already), every process is looked at.
  const since = procEntry(String(pgid))?.start ?? 0;
  const members = () => markedMembers(pgid, marker, since);
  return {
    members,
    signal: (s) => {
      signalGroup(pgid, s);
      for (const pid of members()) {
        try {
          process.kill(pid, s);
        } catch {
          // gone already
        }
      }
    },
  };
}

/** Resolves once the reaper finds no live process, or after `limitMs` (a process stuck in the kernel). */
export async function reaped(reaper: Reaper, limitMs = 5000): Promise<boolean> {
  const until = Date.now() + limitMs;
  for (;;) {
    if (reaper.members().length === 0) return true;
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
}
