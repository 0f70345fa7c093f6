import { AsyncLocalStorage } from 'node:async_hooks';
import { constants } from 'node:os';

/**
 * What runs when this process is told to stop (a cancelled job, a step's timeout-minutes: SIGINT,
 * then SIGTERM about 7.5 s later). First each cleanup, synchronously: it kills its agent and gives
 * back what it closed or lent (without it a copy's agent outlived a cancelled run and the folders
 * closed for it stayed closed), or releases a lock. Then, in a run with a stop handler
 * (`handleStops`: every action and CLI command), what says on GitHub that the run stopped before a
 * verdict, within STOP_BUDGET_MS, and the run's last words; then the exit, 128+signal. A bare
 * `process.exit` skipped every `finally` that completes the open check run (hazards 673, 674).
 */
const cleanups = new Set<() => void>();
/** Cleanups that wait until the stop is said, just before the exit (a lock: the work that holds it is not over before). */
const lastCleanups = new Set<() => void>();
const publishers = new Set<(why: string) => Promise<void>>();
/** What stops a process that does not handle them: a cancel's two, a closed terminal, a quit. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const;
/** Under the runner's grace between SIGINT and SIGTERM, so the stop is published before the second signal. */
export const STOP_BUDGET_MS = 5000;

/** Commands whose normal end is a signal (`uat serve`: Ctrl-C stops it): the first one ends them, not the run. */
const ends = new Set<() => void>();

let told: NodeJS.Signals | undefined;
/** The run's last words and exit, once told to stop: a second signal takes them at once, not after the stop is said. */
let finish: ((signal: NodeJS.Signals) => never) | undefined;
let run: ((why: string) => void) | undefined;
let listening = false;
/** Set inside what publishes the stop: the only GitHub calls allowed once told to stop. */
const publishing = new AsyncLocalStorage<true>();

/** Why the run was told to stop, once it was: `the run was cancelled (SIGINT)`. */
export function stopReason(): string | undefined {
  return told ? `the run was cancelled (${told})` : undefined;
}

/** Told to stop, and this is the work in progress (not what publishes the stop): it must publish nothing more, no verdict. */
export function workStopped(): boolean {
  return told !== undefined && publishing.getStore() === undefined;
}

function runAll(set: Set<() => void>): void {
  for (const cleanup of set) {
    try {
      cleanup();
    } catch {
      // the next one still runs
    }
  }
}

function exit(signal: NodeJS.Signals): never {
  runAll(lastCleanups);
  process.exit(128 + (constants.signals[signal] ?? 15));
}

function stop(signal: NodeJS.Signals): void {
  // A second signal (the runner's SIGTERM, a user's second ^C) ends the process at once.
  if (told) return finish ? finish(signal) : exit(signal);
  if (ends.size) {
    for (const end of ends) end();
    return ends.clear();
  }
  told = signal;
  runAll(cleanups);
  const last = run;
  if (!last) exit(signal);
  const why = stopReason()!;
  finish = (by) => {
    try {
      last(why);
    } finally {
      exit(by);
    }
  };
  // Whatever a publisher awaits (a GitHub that hangs), the process ends within the budget.
  setTimeout(() => finish!(signal), STOP_BUDGET_MS);
  void publishing.run(true, () => Promise.allSettled([...publishers].map((p) => p(why)))).then(() => finish!(signal));
}

function listen(): void {
  const wanted = run !== undefined || cleanups.size > 0 || lastCleanups.size > 0 || ends.size > 0;
  if (wanted === listening) return;
  for (const s of SIGNALS)
    if (wanted) process.on(s, stop);
    else process.off(s, stop);
  listening = wanted;
}

/**
 * Runs `cleanup` (synchronously) if the process is told to stop before the returned function is called: at
 * once, or (`last`) once the stop is said, just before the exit.
 */
export function onStop(cleanup: () => void, when: 'first' | 'last' = 'first'): () => void {
  const set = when === 'first' ? cleanups : lastCleanups;
  set.add(cleanup);
  listen();
  return () => {
    set.delete(cleanup);
    listen();
  };
}

/**
 * Runs `publish` (what says on GitHub that the run stopped before its verdict) if the process is told to
 * stop before the returned function is called: only in a run with a stop handler, within STOP_BUDGET_MS.
 */
export function onStopPublish(publish: (why: string) => Promise<void>): () => void {
  publishers.add(publish);
  return () => void publishers.delete(publish);
}

/**
 * The stop handler of one run (an action, a CLI command), until the returned function is called: a
 * signal ends it after its publishers and `last` (its outputs, summary or last line: synchronous, as
 * the process exits right after), never by the signal's default death, which skipped all of them.
 */
export function handleStops(last: (why: string) => void): () => void {
  run = last;
  listen();
  return () => {
    run = undefined;
    // What this run registered to say its stop goes with it (a process that runs one command after another).
    publishers.clear();
    listen();
  };
}

/** Resolves at the first signal, which then ends only the command that waits on it (`uat serve`), not as a cancel. */
export function untilStopped(): Promise<void> {
  return new Promise((resolve) => {
    ends.add(resolve);
    listen();
  });
}
