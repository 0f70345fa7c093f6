import { spawnSync } from 'node:child_process';
import { closeSync, openSync, rmSync } from 'node:fs';
import { freshDir } from '../text/files.js';
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
 * and a fork that fails ends this shell: the command never starts. Given `hand`, the command keeps
 * the FIFO as fd 3 (bwrap hands it to INIT), else never sees it. `kill`, `read`, `[` are builtins
 * of every sh; every program it runs is named by its absolute path (the agent's PATH, which may
 * hold a folder of the pull request's tree, looks up nothing run as root).
 */
const WATCH = `life=$1 setpriv=$2 kill=$3 uid=$4 hand=$5; shift 5
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
[ -n "$hand" ] || exec 3<&-
exec "$@"`;

/** WATCH's arguments; `hand` leaves the lifeline open as fd 3 for the command it becomes. */
function watch(p: Privilege, path: string, uid: number | undefined, hand: boolean): string[] {
  return ['/bin/sh', '-c', WATCH, 'sh', path, p.setpriv, p.kill, uid === undefined ? '' : String(uid), hand ? 'hand' : ''];
}

/**
 * The first process of the agent's pid namespace (a copy's, under unshare) or the first bwrap
 * starts in its own: a shell that starts what follows (the drop to the agent's uid and the agent)
 * as its child and ends with it, or as soon as proofgate ends or releases the tie (end of file on
 * the lifeline, at once where proofgate is already gone), however it ends; the kernel then kills
 * every process left in the namespace (bwrap's init ends with the first process it started). A
 * parent-death signal alone leaves a window: a switch of uid clears it, and bwrap sets its own only
 * once its sandbox is set up, so a proofgate killed before either left the agent running (seen
 * under load; hazards 541, 554). This shell never changes uid, holds the lifeline from before the
 * agent starts, and cannot be signalled by the agent's uid. The lifeline is opened by path, or,
 * given none (a sandbox shows no FIFO of proofgate's), is fd 3 as inherited. A background command
 * of sh reads /dev/null unless told otherwise: the agent gets the shell's stdin (fd 5) by name.
 * The agent's environment stays as given (sh would export a PWD of its own), and its stderr holds
 * nothing of the shell's (sh says "Killed" on stderr when `wait` reaps a killed child).
 */
const INIT = `life=$1; shift; unset PWD
[ -z "$life" ] || exec 4<>"$life" 3<"$life" 4<&-
exec 5<&0
trap 'exit 137' USR1
"$@" <&5 3<&- 5<&- & a=$!
( while read -r _ <&3; do :; done; kill -USR1 $$ ) </dev/null >/dev/null 2>&1 &
exec 3<&- 5<&-
wait "$a" 2>/dev/null`;

/** INIT's arguments, given the lifeline's path, or none for fd 3 as inherited. */
function init(path = ''): string[] {
  return ['/bin/sh', '-c', INIT, 'sh', path];
}

/** Arguments that start what follows under {@link INIT}; `release` ends it (and the namespace) once the run is over. */
export function namespaceInit(p: Privilege): Tie {
  const life = lifeline(p.mkfifo);
  return { args: init(life.path), release: life.release };
}

/**
 * How bwrap is tied to proofgate's life: `outer` goes before bwrap, `inner` after its `--`
 * (INIT, the first process of the sandbox), `fds` are given to bwrap from fd 3 on. The lifeline
 * reaches INIT as fd 3, opened before bwrap starts (bwrap closes no descriptor it inherits):
 * proofgate's own, read-only; through sudo, which closes every inherited descriptor, WATCH's,
 * opened by path (WATCH also kills bwrap and sweeps `uid` once proofgate is gone). `mkfifo` is
 * found in the system's folders.
 */
export function sandboxTie(mkfifo: string, sudo?: { p: Privilege; uid: number }): SandboxTie {
  const life = lifeline(mkfifo);
  if (sudo) return { outer: watch(sudo.p, life.path, sudo.uid, true), inner: init(), fds: [], release: life.release };
  let reader = -1;
  try {
    reader = openSync(life.path, 'r'); // proofgate holds it for writing: the open does not wait
  } catch (err) {
    life.release();
    throw noLifeline(err);
  }
  return {
    outer: [],
    inner: init(),
    fds: [reader],
    release: () => {
      if (reader >= 0) closeSync(reader);
      reader = -1;
      life.release();
    },
  };
}

/** What {@link sandboxTie} returns. */
export interface SandboxTie {
  outer: string[];
  inner: string[];
  fds: number[];
  release: () => void;
}

/** Arguments that tie what follows to proofgate's life; `release` ends the tie once the run is over. */
export interface Tie {
  args: string[];
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
  return { args: watch(p, life.path, uid, false), release: life.release };
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

function noLifeline(err: unknown): ProofgateError {
  return new ProofgateError(
    `agent: could not make the FIFO that ties the agent to proofgate: ${(err as Error).message}`,
    AGENT_EXIT.cannotRun,
  );
}
