import type { Readable } from 'node:stream';
import { ProofgateError } from '../text/errors.js';
import { afterCutWord } from '../text/truncate.js';
import { AGENT_EXIT } from './exit-codes.js';
import { spawnAlone } from './fds.js';
import { groupReaper, reaped, type Reaper } from './group.js';
import { shebangProblem } from './shebang.js';
import type { AgentRun } from './types.js';

/** How much of each output stream a run keeps (its end, where errors are). */
export const TAIL_BYTES = 64 * 1024;
/** The longest line of stdout the CLI's report is read from (a claude result listing many denied tool inputs runs past the tail). */
export const REPORT_LINE_BYTES = 16 * 1024 * 1024;
/** Grace between SIGTERM and SIGKILL on timeout. */
const KILL_GRACE_MS = 2000;
/** After the agent exits and its group is killed, a pipe is read until it ends, stays empty this long, or DRAIN_MAX_MS pass. */
const DRAIN_IDLE_MS = 100;
const DRAIN_MAX_MS = 2000;

/** Keeps the last TAIL_BYTES of a stream without holding the rest. */
class Tail {
  private chunks: Buffer[] = [];
  private size = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.chunks.length > 1 && this.size - this.chunks[0]!.length >= TAIL_BYTES) {
      this.size -= this.chunks.shift()!.length;
    }
  }

  text(): string {
    const all = Buffer.concat(this.chunks);
    let start = Math.max(0, all.length - TAIL_BYTES);
    while (start < all.length && (all[start]! & 0xc0) === 0x80) start++; // no half character at the cut
    const text = all.subarray(start).toString('utf8');
    return start > 0 ? afterCutWord(text) : text;
  }
}

/** Why a line of the report could not be read: past REPORT_LINE_BYTES, or not whole JSON objects (cut short, or other text). */
export type ReportUnreadable = 'oversized' | 'not-json';

/**
 * Tells `each` every whole line of a stream (a vendor CLI's JSON report and events: claude -p
 * --verbose prints them as one array), whatever its length up to REPORT_LINE_BYTES: the byte tail
 * cuts a long line in two, and a report read from half a line is lost, its error too, so a run
 * that failed passed for one that succeeded. The line the stream ends in without a newline is one
 * too. Every line, whatever it starts with: `each` alone decides what a line of the report is
 * (`lineObjects`, src/agent/report.ts), as a second opinion here let a BOM or a NUL before `{` hide one.
 */
class ReportLines {
  constructor(private readonly each: (line: string) => boolean) {}
  private line: Buffer[] = [];
  private lineSize = 0;
  /**
   * The first line not read (past the cap, or `each` found it no report line), anywhere in the
   * stream: the error it may hold is unknown, so the report is unreadable, not a missing one.
   */
  unreadable: ReportUnreadable | null = null;

  push(chunk: Buffer): void {
    let from = 0;
    for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, from)) {
      this.add(chunk.subarray(from, nl));
      this.end();
      from = nl + 1;
    }
    this.add(chunk.subarray(from));
  }

  /** The stream ended: the line it ended in without a newline is told too. */
  close(): void {
    this.end();
  }

  private add(part: Buffer): void {
    // A line past the cap is no report of a size anyone reads: dropped whole (its size, past the cap, marks it until it ends).
    if (!part.length || this.lineSize > REPORT_LINE_BYTES) return;
    this.lineSize += part.length;
    if (this.lineSize > REPORT_LINE_BYTES) this.line = [];
    else this.line.push(Buffer.from(part)); // a copy: the stream's chunk is not held beyond its line
  }

  private end(): void {
    const size = this.lineSize;
    const line = size <= REPORT_LINE_BYTES ? Buffer.concat(this.line).toString('utf8') : null;
    this.line = [];
    this.lineSize = 0;
    if (line === null) this.unreadable ??= 'oversized';
    else if (size && !this.each(line)) this.unreadable ??= 'not-json';
  }
}

export interface SuperviseOptions {
  file: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  stdin: string;
  timeoutMs: number;
  tickMs: number;
  onTick: (elapsedMs: number) => void;
  /** Finds every process of the run from the spawned one's pid (default: its process group). */
  reaper?: (pid: number) => Reaper;
  /** Told each line of stdout as it ends (an adapter's events fold); false when it is no line of the report. */
  onReportLine?: (line: string) => boolean;
  /** Descriptors of this process's given to the child from fd 3 on. */
  fds?: number[];
}

/**
 * What the process did; isolation, tampering and the model are added by the caller, which reads
 * the report from the lines `onReportLine` was told (raw and up to 16 MiB: never kept in the run).
 */
export type Supervised = Omit<
  AgentRun,
  | 'isolation'
  | 'confinement'
  | 'agentUid'
  | 'configInReach'
  | 'writableByOthers'
  | 'tampered'
  | 'dropped'
  | 'model'
  | 'report'
  | 'lastWords'
  | 'timeoutMs'
> & {
  /** Why a line of stdout was not read, if one was not (only with `onReportLine`). */
  reportUnreadable: ReportUnreadable | null;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs one process as the leader of its own process group and resolves once every process of the
 * run is gone (the reaper says which): timeout = SIGTERM to all, SIGKILL 2 s later; on exit,
 * whatever is left is counted and killed; pipes are drained until they end, idle 100 ms, or 2 s.
 */
export async function supervise(o: SuperviseOptions): Promise<Supervised> {
  const started = Date.now();
  const child = spawnAlone(o.file, o.args, { cwd: o.cwd, env: o.env, detached: true, stdio: ['pipe', 'pipe', 'pipe'], pass: o.fds ?? [] });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
    child.once('exit', (code, signal) => res({ code, signal })),
  );
  await new Promise<void>((res, rej) => {
    child.once('spawn', res);
    child.once('error', (err: NodeJS.ErrnoException) => {
      // ENOENT for a file that exists: its #! line names what cannot run (preflight says so first; this is the fallback).
      const why = err.code === 'ENOENT' ? shebangProblem(o.file) : null;
      rej(
        new ProofgateError(
          `agent: could not start ${o.file}: ${why ?? `${err.message}; check that it is an executable file`}`,
          AGENT_EXIT.cannotRun,
        ),
      );
    });
  });
  const reaper = (o.reaper ?? groupReaper)(child.pid!);

  const tails = { stdout: new Tail(), stderr: new Tail() };
  const reportLines = o.onReportLine && new ReportLines(o.onReportLine);
  let lastData = started;
  const ended = new Set<Readable>();
  for (const [name, stream] of [
    ['stdout', child.stdout],
    ['stderr', child.stderr],
  ] as const) {
    stream.on('data', (chunk: Buffer) => {
      tails[name].push(chunk);
      if (name === 'stdout') reportLines?.push(chunk);
      lastData = Date.now();
    });
    stream.on('end', () => ended.add(stream));
  }
  child.stdin.on('error', () => undefined); // an agent that never reads its stdin is not a failure of ours
  child.stdin.end(o.stdin);

  let timedOut = false;
  let killTimer: NodeJS.Timeout | undefined;
  // A signal that cannot be sent (sudo refusing) ends the wait with that error: a timer must not
  // throw where nobody catches it, nor leave an agent that cannot be stopped waited for forever.
  let failSignal: (err: unknown) => void = () => undefined;
  const signalFailed = new Promise<never>((_, rej) => (failSignal = rej));
  const send = (s: NodeJS.Signals) => {
    try {
      reaper.signal(s);
    } catch (err) {
      failSignal(err);
    }
  };
  const timeout = setTimeout(() => {
    timedOut = true;
    send('SIGTERM');
    killTimer = setTimeout(() => send('SIGKILL'), KILL_GRACE_MS);
  }, o.timeoutMs);
  const tick = setInterval(() => o.onTick(Date.now() - started), o.tickMs);

  const { code, signal } = await Promise.race([exited, signalFailed]).finally(() => {
    clearTimeout(timeout);
    clearTimeout(killTimer);
    clearInterval(tick);
  });
  const exitAt = Date.now();

  // A pid namespace of the run's own ended with its leader, taking what was left: its init counted them.
  const leftovers = Math.max(reaper.members().length, reaper.survivors?.() ?? 0);
  reaper.signal('SIGKILL');

  // The drain's clock starts here, and the pipes are read at least once before it is looked at:
  // the reaper's work above is synchronous (a sudo under load takes longer than the idle time), and
  // what the agent wrote before exiting is still in the pipe, unread. Output written after this
  // is dropped, and a process that left the group is not waited for.
  const draining = Date.now();
  while (ended.size < 2) {
    await sleep(20);
    // A timer's turn comes before the pipes are read: after synchronous work elsewhere in this
    // process held the loop past the limit (another agent's copy run at once walking the file
    // systems), the expired sleep would end the drain unread. setImmediate resolves after a read.
    await new Promise((r) => setImmediate(r));
    const now = Date.now();
    if (now - Math.max(lastData, draining) >= DRAIN_IDLE_MS || now - draining >= DRAIN_MAX_MS) break;
  }
  child.stdout.destroy();
  child.stderr.destroy();
  child.stdin.destroy();
  await reaped(reaper);
  reportLines?.close();

  return {
    exitCode: code,
    signal,
    timedOut,
    durationMs: exitAt - started,
    stdoutTail: tails.stdout.text(),
    stderrTail: tails.stderr.text(),
    reportUnreadable: reportLines?.unreadable ?? null,
    leftoversKilled: leftovers,
  };
}
