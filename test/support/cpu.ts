// Time bounds in tests are CPU time, never wall time: a hang or a blow-up in our code shows
// there, while a machine loaded by other work only stretches the wall clock.

/** CPU milliseconds this process spent since `c0` (a `process.cpuUsage()`): what a case costs, whatever else the machine runs. */
export function cpuMsSince(c0: NodeJS.CpuUsage): number {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}
