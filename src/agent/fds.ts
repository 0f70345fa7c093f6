import { spawn, type ChildProcessByStdio, type SpawnOptions, type StdioOptions } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

const O_CLOEXEC = 0o2000000;

/**
 * Descriptors above 2 this process holds without close-on-exec: what it inherited (a runner hands
 * its pipes, sockets and files to the processes it starts: actions/runner-images#3729), which every
 * program it starts would hold too. Node opens its own with close-on-exec. Read from
 * /proc/self/fdinfo line by line at `\n`; none where there is no /proc.
 */
export function inheritedFds(): number[] {
  let names: string[];
  try {
    names = readdirSync('/proc/self/fd');
  } catch {
    return [];
  }
  const fds: number[] = [];
  for (const name of names) {
    const fd = Number(name);
    if (!Number.isInteger(fd) || fd <= 2) continue;
    try {
      const line = readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('flags:'));
      if (line && !(parseInt(line.slice('flags:'.length).trim(), 8) & O_CLOEXEC)) fds.push(fd);
    } catch {
      continue; // closed meanwhile (the listing's own)
    }
  }
  return fds;
}

type Stdin = 'pipe' | 'ignore';

/**
 * spawn, with /dev/null in the child in place of every descriptor this process inherited: neither
 * a uid of its own nor a namespace closes a descriptor, so the agent (and every program started
 * for it) would otherwise write to the runner's pipes and files by number. `pass` are this
 * process's own descriptors given to the child from fd 3 on (the lifeline bwrap hands on).
 */
export function spawnAlone<I extends Stdin>(
  file: string,
  args: string[],
  options: Omit<SpawnOptions, 'stdio'> & { stdio: [I, 'pipe', 'pipe']; pass?: number[] },
): ChildProcessByStdio<I extends 'pipe' ? Writable : null, Readable, Readable> {
  const { pass = [], ...rest } = options;
  const inherited = inheritedFds();
  const nul = inherited.length ? openSync('/dev/null', 'r+') : -1;
  try {
    const stdio: StdioOptions = [...options.stdio, ...pass];
    for (let fd = stdio.length; fd <= Math.max(2, ...inherited); fd++) stdio[fd] = inherited.includes(fd) ? nul : 'ignore';
    // spawn forks and execs before it returns: /dev/null can be closed here after.
    return spawn(file, args, { ...rest, stdio }) as ChildProcessByStdio<I extends 'pipe' ? Writable : null, Readable, Readable>;
  } finally {
    if (nul >= 0) closeSync(nul);
  }
}
