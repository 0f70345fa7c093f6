import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

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
  const out = execFileSync('ps', ['-A', '-o', 'pid=,pgid=,stat=,comm='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length >= 4)
    .map(([pid, pgid, state, ...comm]) => ({ pid: Number(pid), pgid: Number(pgid), state: state ?? '', comm: comm.join(' ') }));
}

/** Live (non-zombie) members of process group `pgid`, leaving out processes named `helper`. */
export function groupMembers(pgid: number, helper?: string): number[] {
  return processTable()
    .filter((p) => p.pgid === pgid && !p.state.startsWith('Z') && p.comm !== helper)
    .map((p) => p.pid);
}

/** Signals the whole group; a group that is already gone is not an error. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
}

/** Resolves once no live member of the group is left, or after `limitMs` (a process stuck in the kernel). */
export async function groupGone(pgid: number, limitMs = 5000): Promise<boolean> {
  const until = Date.now() + limitMs;
  for (;;) {
    if (groupMembers(pgid).length === 0) return true;
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
}
