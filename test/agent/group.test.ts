import { describe, expect, it, vi } from 'vitest';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';

// Every file the reaper reads, by path: the environments it opens are the cost it was built to cut.
const read: string[] = [];
vi.mock('node:fs', async (actual) => {
  const real = await actual<typeof fs>();
  return {
    ...real,
    readFileSync: (...args: Parameters<typeof real.readFileSync>) => {
      read.push(String(args[0]));
      return real.readFileSync(...args);
    },
  };
});

const { markedReaper } = await import('../../src/agent/group.js');

describe.skipIf(!fs.existsSync('/proc/self/environ'))('the same-user reaper', () => {
  it('finds a run by its marker, and reads the environment of no process started before the run', async () => {
    const marker = `PROOFGATE_AGENT_RUN=${process.pid}test`;
    const [name, value] = marker.split('=') as [string, string];
    // The run's leader, and a child that leaves its group but keeps the marker.
    const leader = spawn('/bin/sh', ['-c', 'setsid sleep 30 & echo $!; exec sleep 30'], {
      detached: true,
      env: { PATH: '/usr/bin:/bin', [name]: value },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const child = Number((await new Promise<Buffer>((resolve) => leader.stdout.once('data', resolve))).toString().trim());
    // The shell prints the child's pid as it forks it: wait until setsid has taken it out of the group.
    const groupOf = (pid: number) =>
      Number(
        fs
          .readFileSync(`/proc/${pid}/stat`, 'utf8')
          .replace(/^.*\) /s, '')
          .split(' ')[2],
      );
    // And until it runs sleep: in the moment setsid execs it, /proc shows the child no environment
    // (one failure in some thirty suites under load, after the wait for its group alone).
    const command = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0')[0];
    await vi.waitFor(() => expect([groupOf(child), command(child)]).toEqual([child, 'sleep']));
    try {
      const reaper = markedReaper(leader.pid!, marker);
      read.length = 0;
      expect(reaper.members().sort()).toEqual([leader.pid!, child].sort());
      const environs = read.filter((f) => f.endsWith('/environ'));
      expect(environs).toContain(`/proc/${child}/environ`);
      // This test process and its parent started long before: no reason to read what they hold.
      expect(environs).not.toContain(`/proc/${process.ppid}/environ`);
      expect(environs).not.toContain(`/proc/1/environ`);
      reaper.signal('SIGKILL');
    } finally {
      for (const pid of [child, -leader.pid!])
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone
        }
    }
  });
});
