import { describe, expect, it } from 'vitest';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { agentTimeoutMs, runAgent } from '../../src/agent/index.js';
import { REPORT_LINE_BYTES, supervise } from '../../src/agent/spawn.js';
import { groupReaper } from '../../src/agent/group.js';
import { alive, FAKE_AGENT, isUnconfinedNote, pidAfter, tree } from './support.js';
import { FAKE_SECRETS } from '../support/canaries.js';

/** Runs the fake agent with `args` and no isolation (process handling is the same in every mode). */
function fake(args: string[], more: { timeoutMs?: number; progress?: (l: string) => void; progressIntervalMs?: number } = {}) {
  return runAgent({
    agent: { kind: 'custom', command: FAKE_AGENT, args },
    prompt: 'p',
    cwd: tree({ 'a.txt': 'a\n' }),
    writable: [],
    timeoutMs: more.timeoutMs ?? 20_000,
    isolate: 'none',
    progress: more.progress,
    progressIntervalMs: more.progressIntervalMs,
  });
}

/** `supervise` on a one-file tree, with no time limit in reach and no progress line: the process's own handling is the subject. */
function superviseQuiet(file: string, args: string[], more: Partial<Parameters<typeof supervise>[0]> = {}) {
  return supervise({
    file,
    args,
    cwd: tree({ 'a.txt': 'a\n' }),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    stdin: '',
    timeoutMs: 20_000,
    tickMs: 60_000,
    onTick: () => undefined,
    ...more,
  });
}

describe('agent process supervision', () => {
  it('a script exec cannot start (ENOENT, though it exists) is said by its #! line, not as a missing file', async () => {
    const dir = tree({ 'crlf.sh': '#!/bin/sh\r\nexit 0\r\n' });
    const file = join(dir, 'crlf.sh');
    chmodSync(file, 0o755);
    await expect(superviseQuiet(file, [])).rejects.toMatchObject({
      exitCode: 2,
      message: `agent: could not start ${file}: its #! line names the interpreter "/bin/sh\\r", which ends in a carriage return: the script has Windows (CRLF) line endings: convert it to LF`,
    });
  });
  it('reports the exit code and keeps a bounded tail of each stream', async () => {
    const chunk = (c: string) => c.repeat(100_000);
    const run = await fake(['--stdout', chunk('a'), '--stdout', chunk('b'), '--stderr', 'oops', '--exit', '7']);
    expect(run.exitCode).toBe(7);
    expect(run.signal).toBeNull();
    expect(run.timedOut).toBe(false);
    expect(run.stdoutTail.length).toBeLessThanOrEqual(64 * 1024);
    expect(run.stdoutTail.endsWith(`${'b'.repeat(1000)}\n`)).toBe(true);
    expect(run.stderrTail).toBe('oops\n');
  });

  it('a secret the 64 KiB cut goes through leaves no fragment: the cut word is dropped before redaction', async () => {
    const token = FAKE_SECRETS.github_classic!;
    // The last 64 KiB start four characters into the token, so what is left of it has no known shape.
    const after = 64 * 1024 - (token.length - 4) - 1;
    const run = await fake(['--stdout', `${'x'.repeat(5000)} ${token} ${'z'.repeat(after - 1)}`]);
    expect(run.stdoutTail).not.toContain(token.slice(4, 24));
    expect(run.stdoutTail.endsWith(`${'z'.repeat(1000)}\n`)).toBe(true);
  });

  it('kills and counts what the agent left running in its group; resolves only when it is gone', async () => {
    const run = await fake(['--background', '--exit', '0']);
    const pid = pidAfter('BACKGROUND_PID', run.stdoutTail);
    expect(run.leftoversKilled).toBe(1);
    expect(alive(pid)).toBe(false);
  });

  it('on timeout sends SIGTERM to the whole group: a child that ignores it is killed and counted', async () => {
    // The timeouts leave the fake agent time to start on a loaded machine before it is signalled.
    const run = await fake(['--background', '--hang'], { timeoutMs: 1000 });
    const pid = pidAfter('BACKGROUND_PID', run.stdoutTail);
    expect(run).toMatchObject({ timedOut: true, signal: 'SIGTERM', exitCode: null, leftoversKilled: 1 });
    expect(run.durationMs).toBeLessThan(3000);
    expect(alive(pid)).toBe(false);
  });

  it('on timeout an agent that ignores SIGTERM gets SIGKILL 2 s later, with its group', async () => {
    const run = await fake(['--ignore-term', '--background', '--hang'], { timeoutMs: 1000 });
    const pid = pidAfter('BACKGROUND_PID', run.stdoutTail);
    expect(run).toMatchObject({ timedOut: true, signal: 'SIGKILL' });
    expect(run.durationMs).toBeGreaterThanOrEqual(3000);
    expect(run.durationMs).toBeLessThan(5000);
    expect(run.stderrTail).toContain('ignoring SIGTERM');
    expect(alive(pid)).toBe(false);
  });

  it('finds a child that left the group and the session (same user: by the run marker it inherits) and kills it', async () => {
    const started = Date.now();
    const run = await fake(['--setsid-child', '--stdout', 'done', '--exit', '0']);
    const pid = pidAfter('SETSID_PID', run.stdoutTail);
    expect(Date.now() - started).toBeLessThan(5000); // the child holds stdout for 20 s
    expect(run.stdoutTail).toContain('done');
    expect(run.leftoversKilled).toBe(1);
    expect(alive(pid)).toBe(false);
  });

  it('reports progress at every interval while the agent runs', async () => {
    const lines: { at: number; line: string }[] = [];
    const run = await fake(['--sleep', '700'], {
      progressIntervalMs: 100,
      timeoutMs: 60_000,
      progress: (line) => lines.push({ at: Date.now(), line }),
    });
    expect(run.exitCode).toBe(0);
    // What an unconfined run leaves in reach is said before it starts (a tree under the system's temp folder).
    const ticks = lines.filter(({ line }) => !isUnconfinedNote(line));
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    for (const { line } of ticks) expect(line).toMatch(/^agent custom running \d+s; waiting for it to finish \(times out in (60|59)s\)$/);
  });

  /** The leader exits at once; its child writes 50 ms later and holds the pipe. */
  const LATE_WORDS = ['-c', '(sleep 0.05; printf "late words"; sleep 30) & exit 0'];
  /** Holds this process for `ms` of synchronous work. */
  const busy = (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until);
  };
  /** A reaper that works 500 ms before it kills the group, then (with `after`) holds the loop's next check phase that long. */
  const slowReaper = (after: number) => (pid: number) => {
    const group = groupReaper(pid);
    return {
      members: () => group.members(),
      signal: (s: NodeJS.Signals) => {
        busy(500);
        group.signal(s);
        if (after) setImmediate(() => busy(after));
      },
    };
  };

  it('keeps what the run wrote while proofgate was busy stopping its group (a slow reaper): the pipe is read before the drain gives up', async () => {
    // The leader exits at once; its child writes 50 ms later and holds the pipe. The reaper takes
    // 500 ms of synchronous work before it kills the group (sudo under load), longer than the drain's idle time.
    const run = await superviseQuiet('/bin/sh', LATE_WORDS, { reaper: slowReaper(0) });
    expect(run.exitCode).toBe(0);
    expect(run.stdoutTail).toBe('late words');
    // The subshell, and its sleep of the moment: one or two processes.
    expect(run.leftoversKilled).toBeGreaterThanOrEqual(1);
  });

  it('keeps what the run wrote when this process was busy past the drain limit (another run at once): the pipe is read before the limit is judged', async () => {
    // As above, the words arrive while the reaper works; then synchronous work of another run
    // (in the loop's check phase) holds this process past DRAIN_MAX_MS: the drain's timer is due
    // at the next turn, before the pipe is read.
    const run = await superviseQuiet('/bin/sh', LATE_WORDS, { reaper: slowReaper(2500) });
    expect(run.exitCode).toBe(0);
    expect(run.stdoutTail).toBe('late words');
  });

  it("tells the CLI's report every line whole, at any length to 16 MiB; a longer one not at all", async () => {
    // Written in chunks as a pipe delivers them: a 1 MiB object line, a plain line, a small object with no newline.
    const script = [
      'const w = (s) => process.stdout.write(s);',
      "w('{\"a\":\"' + 'x'.repeat(300000)); w('y'.repeat(748573) + '\"}\\n');",
      'w(\'not json\\n  {"b":1}\');',
    ].join('');
    const lines: string[] = [];
    const run = await superviseQuiet(process.execPath, ['-e', script], { onReportLine: (l) => lines.push(l) > 0 });
    expect(lines.map((l) => l.length)).toEqual([1048581, 8, 9]);
    expect(run.reportUnreadable).toBeNull();
    expect(JSON.parse(lines[0]!)).toEqual({ a: 'x'.repeat(300000) + 'y'.repeat(748573) });
    expect(run.stdoutTail.length).toBeLessThanOrEqual(64 * 1024);
    const after: string[] = [];
    const long = await superviseQuiet(
      process.execPath,
      ['-e', `process.stdout.write('{"a":"' + 'x'.repeat(${REPORT_LINE_BYTES}) + '"}\\n{"b":2}\\n')`],
      { onReportLine: (l) => after.push(l) > 0 },
    );
    expect(after).toEqual(['{"b":2}']);
    expect(long.reportUnreadable).toBe('oversized');
    // The line the stream ends in, without a newline, is judged too: one the fold finds cut makes the report unreadable.
    const judged: string[] = [];
    const cut = await superviseQuiet(process.execPath, ['-e', `process.stdout.write('{"a":1}\\n{"b":')`], {
      onReportLine: (l) => judged.push(l) > 0 && l.endsWith('}'),
    });
    expect(judged).toEqual(['{"a":1}', '{"b":']);
    expect(cut.reportUnreadable).toBe('not-json');
  });

  it('derives the default timeout from the number of files, capped at 30 minutes', () => {
    expect(agentTimeoutMs(0)).toBe(20 * 60_000);
    expect(agentTimeoutMs(3)).toBe(26 * 60_000);
    expect(agentTimeoutMs(5)).toBe(30 * 60_000);
    expect(agentTimeoutMs(400)).toBe(30 * 60_000);
  });
});
