import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { freshDir } from '../text/files.js';
import { constants } from 'node:os';
import { join } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { AGENT_EXIT } from './exit-codes.js';
import type { Privilege } from './privilege.js';

/**
 * A root shell that runs what follows (by exec: it becomes that command, same pid) beside a
 * watcher it forks first, and that needs no other process once forked: an agent that spends the
 * job's task budget (a cgroup's pids.max holds root too) leaves no fork to a watcher that sleeps,
 * kills or sweeps by running a program. It blocks on `read` from a FIFO proofgate holds open for
 * writing and never writes (the lifeline): end of file comes once proofgate closes it or ends,
 * however it ends (killed outright included). It then kills the command while that is still its
 * parent (once the command ends, the watcher is another process's child: its pid may be reused)
 * and, given the agent's `uid`, every process of that uid, found in /proc by builtins alone:
 * stopped, pass after pass until none runs (a stopped process forks nothing), then killed, until a
 * pass finds none. Last it becomes (exec: no fork) `kill -KILL -1` run as that uid, which the
 * kernel delivers in one pass over the process table that no fork gets past: a chain that forks and
 * exits at once, too quick for /proc. The FIFO is opened before the fork and before the command,
 * and a fork that fails ends this shell: the command never starts. Given a tally file, the command
 * keeps the FIFO as fd 3 and gets the tally, opened after the fork (the watcher never holds it), as
 * fd 4 (bwrap hands both to INIT), else sees neither. `kill`, `read`, `[` are builtins
 * of every sh; every program it runs is named by its absolute path (the agent's PATH, which may
 * hold a folder of the pull request's tree, looks up nothing run as root).
 */
const WATCH = `life=$1 setpriv=$2 kill=$3 uid=$4 tally=$5; shift 5
exec 4<>"$life" 3<"$life" 4<&-
(
cd /
while read -r _ <&3; do :; done
while read -r k v; do [ "$k" = PPid: ] && break; done </proc/self/status
[ "$v" = $$ ] && kill -KILL $$
[ -n "$uid" ] || exit 0
pass() {
  n=0 f=0
  for d in /proc/[0-9]*; do
    u= s=
    while read -r k v _; do case $k in State:) s=$v ;; Uid:) u=$v; break ;; esac; done <"$d/status"
    [ "$u" = "$uid" ] || continue
    kill -"$1" "\${d#/proc/}"
    case $s in Z) ;; T|t) n=$((n+1)) ;; *) n=$((n+1)) f=$((f+1)) ;; esac
  done
}
r=0
while [ $r -lt 50 ]; do
  pass STOP; [ $n -eq 0 ] && break
  i=0; while [ $f -gt 0 ] && [ $i -lt 50 ]; do pass STOP; i=$((i+1)); done
  pass KILL; r=$((r+1))
done
exec "$setpriv" --reuid="$uid" --regid="$uid" --clear-groups -- "$kill" -KILL -- -1
) </dev/null >/dev/null 2>&1 &
[ -n "$tally" ] || exec 3<&-
[ -z "$tally" ] || exec 4>"$tally"
exec "$@"`;

/** WATCH's arguments; given `tally`, the command it becomes keeps the lifeline as fd 3 and the tally as fd 4. */
function watch(p: Privilege, path: string, uid: number | undefined, tally = ''): string[] {
  return ['/bin/sh', '-c', WATCH, 'sh', path, p.setpriv, p.kill, uid === undefined ? '' : String(uid), tally];
}

/**
 * The first process of the agent's pid namespace (a copy's, under unshare) or the first bwrap
 * starts in its own: a shell that starts what follows (the drop to the agent's uid and the agent)
 * as its child and ends with it, or as soon as proofgate ends or releases the tie (end of file on
 * the lifeline, at once where proofgate is already gone), however it ends; the kernel then kills
 * every process left in the namespace (bwrap's init ends with the first process it started). So
 * what the agent left running goes with the namespace before proofgate could see it: when the agent
 * exits, this shell stops every other process of the namespace (`kill -STOP -1`: one pass no fork
 * gets past, and none that is stopped can touch the tally), counts those whose threads are not all
 * zombies (its lifeline watcher aside), kills them, writes the count as the tally's first line
 * (fd 4, or the file named), and exits as the agent did (hazard 596). Only as pid 1 (bwrap's
 * --as-pid-1, unshare's --fork): anywhere else `-1` would be every process of its user. A
 * parent-death signal alone leaves a window: a switch of uid clears it, and bwrap sets its own only
 * once its sandbox is set up, so a proofgate killed before either left the agent running (seen
 * under load; hazards 541, 554). This shell never changes uid, holds the lifeline from before the
 * agent starts, and cannot be signalled by the agent's uid. The lifeline is opened by path, or,
 * given none (a sandbox shows no FIFO of proofgate's), is fd 3 as inherited. A background command
 * of sh reads /dev/null unless told otherwise: the agent gets the shell's stdin (fd 5) by name.
 * The agent's environment stays as given (sh would export a PWD of its own), and its stderr holds
 * nothing of the shell's (sh says "Killed" on stderr when `wait` reaps a killed child).
 */
const INIT = `life=$1 tally=$2; shift 2; unset PWD
[ -z "$life" ] || exec 4<>"$life" 3<"$life" 4<&-
[ -z "$tally" ] || exec 4>"$tally"
exec 5<&0
trap 'exit 137' USR1
"$@" <&5 3<&- 4>&- 5<&- & a=$!
( while read -r _ <&3; do :; done; kill -USR1 $$ ) </dev/null >/dev/null 2>&1 4>&- & w=$!
exec 3<&- 5<&-
wait "$a" 2>/dev/null; s=$?
n=0
[ $$ = 1 ] || { echo "$n" >&4 2>/dev/null; exit $s; }
kill -STOP -1 2>/dev/null
for d in /proc/[0-9]*; do
  case \${d#/proc/} in $$|$w) continue ;; esac
  for t in "$d"/task/[0-9]*; do
    v=Z; { while read -r k v _; do [ "$k" = State: ] && break; done <"$t/status"; } 2>/dev/null
    [ "$v" = Z ] || { n=$((n+1)); break; }
  done
done
kill -KILL -1 2>/dev/null
echo "$n" >&4 2>/dev/null
exit $s`;

/**
 * How the agent ended, from how INIT ended: INIT exits as a shell does, 128+n for an agent killed by
 * signal n, and as a namespace's pid 1 cannot take that signal itself to pass it on, so a run killed
 * by SIGKILL read as `exit 137` (its signal unnamed). Any other exit is the agent's.
 */
export function agentExit(code: number | null, signal: string | null): { exitCode: number | null; signal: string | null } {
  const n = code !== null && signal === null ? code - 128 : 0;
  const name = n > 0 ? Object.keys(constants.signals).find((k) => constants.signals[k as NodeJS.Signals] === n) : undefined;
  return name ? { exitCode: null, signal: name } : { exitCode: code, signal };
}

/** INIT's arguments, given the lifeline's and the tally's paths, or none for fd 3 and fd 4 as inherited. */
function init(path = '', tally = ''): string[] {
  return ['/bin/sh', '-c', INIT, 'sh', path, tally];
}

/** Arguments that start what follows under {@link INIT}; `release` ends it (and the namespace) once the run is over. */
export function namespaceInit(p: Privilege): Tie {
  const { life, count } = initFiles(p.mkfifo);
  return {
    args: init(life.path, count.path),
    survivors: count.survivors,
    release: () => {
      life.release();
      count.release();
    },
  };
}

/**
 * How bwrap is tied to proofgate's life: `outer` goes before bwrap, `inner` after its `--`
 * (INIT, the first process of the sandbox), `fds` are given to bwrap from fd 3 on. The lifeline
 * reaches INIT as fd 3 and the tally as fd 4, opened before bwrap starts (bwrap closes no
 * descriptor it inherits, and the sandbox shows neither file): proofgate's own, the lifeline
 * read-only; through sudo, which closes every inherited descriptor, WATCH's, opened by path (WATCH
 * also kills bwrap and sweeps `uid` once proofgate is gone). `mkfifo` is found in the system's folders.
 */
export function sandboxTie(mkfifo: string, sudo?: { p: Privilege; uid: number }): SandboxTie {
  const { life, count } = initFiles(mkfifo);
  const fds: number[] = [];
  const release = () => {
    for (const fd of fds.splice(0)) closeSync(fd);
    life.release();
    count.release();
  };
  if (sudo) return { outer: watch(sudo.p, life.path, sudo.uid, count.path), inner: init(), fds, survivors: count.survivors, release };
  try {
    fds.push(openSync(life.path, 'r')); // proofgate holds it for writing: the open does not wait
    fds.push(openSync(count.path, 'w'));
  } catch (err) {
    release();
    throw noLifeline(err);
  }
  return { outer: [], inner: init(), fds, survivors: count.survivors, release };
}

/** What {@link sandboxTie} returns. */
export interface SandboxTie {
  outer: string[];
  inner: string[];
  fds: number[];
  /** How many processes INIT found still running when the agent exited (then killed); 0 before it says. */
  survivors: () => number;
  release: () => void;
}

/** Arguments that tie what follows to proofgate's life; `release` ends the tie once the run is over. */
export interface Tie {
  args: string[];
  /** Under INIT alone (a pid namespace): what it counted, as {@link SandboxTie}'s. */
  survivors?: () => number;
  release: () => void;
}

/**
 * Root's way to end what follows when proofgate ends, however it ends (killed outright included).
 * As root with nothing but the command to end (`uid` not given), proofgate is its parent: a
 * parent-death signal. Under sudo, sudo is its parent, and sudo outlives a proofgate killed
 * outright; and a parent-death signal ends one process, never what it forked: a root shell (WATCH)
 * kills what it became and, given `uid`, every process of the agent's uid, once proofgate ends or
 * releases the tie (the run is over: what is left of it goes too). Every way proofgate starts an
 * agent as a user of its own goes through this or through INIT (a copy's pid namespace, every bwrap
 * sandbox: sandboxTie).
 */
export function diesWithProofgate(p: Privilege, uid?: number): Tie {
  if (p.via === 'root' && uid === undefined) return { args: [p.setpriv, '--pdeathsig', 'KILL', '--'], release: () => undefined };
  const life = lifeline(p.mkfifo);
  return { args: watch(p, life.path, uid), release: life.release };
}

/** INIT's lifeline and tally, made together: when one cannot be made, neither is left. */
function initFiles(mkfifo: string): { life: ReturnType<typeof lifeline>; count: ReturnType<typeof tally> } {
  const count = tally();
  try {
    return { life: lifeline(mkfifo), count };
  } catch (err) {
    count.release();
    throw err;
  }
}

/**
 * Where INIT writes its count of the processes left when the agent exited: an empty file in a
 * folder of this user's alone, so no other user (the agent's) opens it by path. INIT writes from
 * its start: the first line is its count; none when INIT was stopped first (the run timed out or
 * proofgate ended it: a failure already). Read capped: an agent of this same uid (bwrap with no
 * user of its own) may reach the descriptor INIT holds.
 */
function tally(): { path: string; survivors: () => number; release: () => void } {
  const dir = freshDir('tally');
  const path = join(dir, 'tally');
  const release = () => rmSync(dir, { recursive: true, force: true });
  try {
    writeFileSync(path, '', { mode: 0o600 });
  } catch (err) {
    release();
    throw noLifeline(err, "the file where the agent's pid namespace counts what it left running");
  }
  const survivors = () => {
    const head = Buffer.alloc(16);
    let fd = -1;
    try {
      fd = openSync(path, 'r');
      const line = /^(\d{1,9})\n/.exec(head.toString('latin1', 0, readSync(fd, head, 0, head.length, 0)));
      return line ? Number(line[1]) : 0;
    } catch {
      return 0; // released: the run is over
    } finally {
      if (fd >= 0) closeSync(fd);
    }
  };
  return { path, survivors, release };
}

/**
 * A FIFO this process holds open for writing (close-on-exec: no child holds it) and never writes
 * to, until `release` or its end. Its folder is this user's alone: no other user (the agent's) can
 * open it to write, which would keep it open past proofgate.
 */
function lifeline(mkfifo: string): { path: string; release: () => void } {
  const dir = freshDir('life');
  const path = join(dir, 'life');
  const r = spawnSync(mkfifo, ['-m', '0600', '--', path], { env: {}, encoding: 'utf8', timeout: 10_000 });
  let fd = -1;
  try {
    if (r.status !== 0) throw new Error((r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]);
    fd = openSync(path, 'r+'); // read-write: a FIFO opened so never waits for a reader
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw noLifeline(err);
  }
  return {
    path,
    release: () => {
      if (fd < 0) return;
      closeSync(fd);
      fd = -1;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function noLifeline(err: unknown, what = 'the FIFO that ties the agent to proofgate'): ProofgateError {
  return new ProofgateError(`agent: could not make ${what}: ${(err as Error).message}`, AGENT_EXIT.cannotRun);
}
