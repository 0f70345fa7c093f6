// Time bounds in tests are CPU time, never wall time: a hang or a blow-up in our code shows
// there, while a machine loaded by other work only stretches the wall clock.
import { readFileSync } from 'node:fs';

/** CPU milliseconds this process spent since `c0` (a `process.cpuUsage()`): what a case costs, whatever else the machine runs. */
export function cpuMsSince(c0: NodeJS.CpuUsage): number {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

/**
 * CPU milliseconds of the children this process has waited for, from /proc/self/stat (their own
 * children and threads included: git under a command, its worker threads): what a command run by
 * spawnSync (cli()) cost, read before and after. Counted in ticks of 10 ms (Linux's USER_HZ).
 */
export function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // cutime and cstime, fields 16 and 17: the 14th and 15th after the name in parentheses.
  const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(after[13]) + Number(after[14])) * 10;
}
