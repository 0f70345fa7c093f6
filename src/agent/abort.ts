import { constants } from 'node:os';

/**
 * What runs when this process is told to stop (a cancelled job, a step's timeout-minutes: SIGINT,
 * then SIGTERM) while an agent runs: each cleanup kills its agent and gives back what it closed or
 * lent, synchronously, before the process exits. Without it a copy's agent outlived a cancelled
 * run and the folders closed for it stayed closed.
 */
const cleanups = new Set<() => void>();
/** What stops a process that does not handle them: a cancel's two, a closed terminal, a quit. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const;

function stop(signal: NodeJS.Signals): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // the next one still runs
    }
  }
  process.exit(128 + (constants.signals[signal] ?? 15));
}

/** Runs `cleanup` if the process is told to stop before the returned function is called. */
export function onStop(cleanup: () => void): () => void {
  if (cleanups.size === 0) for (const s of SIGNALS) process.on(s, stop);
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
    if (cleanups.size === 0) for (const s of SIGNALS) process.off(s, stop);
  };
}
