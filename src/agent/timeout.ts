const MINUTE = 60_000;

/** Default wall-clock budget for one agent attempt: 20 min + 2 min per reviewed file, at most 30 min. */
export function agentTimeoutMs(files: number): number {
  return Math.min(20 * MINUTE + 2 * MINUTE * Math.max(0, Math.floor(files)), 30 * MINUTE);
}
