import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { processesOf, signalUid, statusField, type Privilege } from './privilege.js';

interface Proc {
  pid: number;
  pgid: number;
  state: string;
  comm: string;
}

/** Every process, from /proc (Linux) or ps (other POSIX systems). */
function processTable(): Proc[] {
  if (existsSync('/proc/self/stat')) {
    const rows: Proc[] = [];
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      } catch {
        continue; // exited while we looked
      }
      // The command name is parenthesised and may itself contain spaces or parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      rows.push({ pid: Number(name), state: fields[0] ?? '', pgid: Number(fields[2]), comm });
    }
    return rows;
  }
  // From the system's folders: PATH may hold a folder of the pull request's tree.
  const out = execFileSync('ps', ['-A', '-o', 'pid=,pgid=,stat=,comm='], { encoding: 'utf8', env: { PATH: '/bin:/usr/bin' } });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length >= 4)
    .map(([pid, pgid, state, ...comm]) => ({ pid: Number(pid), pgid: Number(pgid), state: state ?? '', comm: comm.join(' ') }));
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

/** Processes of this user whose environment still carries `marker` (one that clears it escapes). */
function marked(marker: string): number[] {
  const uid = process.getuid?.();
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      // The environment first: few processes hold the marker, so the owner is read for those alone
      // (a run calls this several times over every process of the machine; the answer is the same).
      if (!readFileSync(`/proc/${name}/environ`, 'latin1').split('\0').includes(marker)) continue;
      if (statusField(readFileSync(`/proc/${name}/status`, 'utf8'), 'Uid') === String(uid)) found.push(Number(name));
    } catch {
      continue; // exited, or not ours to read
    }
  }
  return found;
}

/**
 * An agent run as this very user: its group, plus any process that left the group but kept the
 * run's marker variable. Best effort: a same-user process that clears its environment escapes.
 */
export function markedReaper(pgid: number, marker: string): Reaper {
  const linux = existsSync('/proc/self/environ');
  const all = () => [...new Set([...groupMembers(pgid), ...(linux ? marked(marker) : [])])];
  return {
    members: all,
    signal: (s) => {
      signalGroup(pgid, s);
      for (const pid of linux ? marked(marker) : []) {
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
