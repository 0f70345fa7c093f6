export const id = 2455;
export const ids = [2455,3040,659];
export const modules = {

/***/ 68194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dk: () => (/* binding */ processStarted),
/* harmony export */   SJ: () => (/* binding */ uidReaper),
/* harmony export */   f6: () => (/* binding */ groupReaper),
/* harmony export */   iS: () => (/* binding */ reaped),
/* harmony export */   oc: () => (/* binding */ markedReaper)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _privilege_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60210);



/** One process as /proc says (Linux), or undefined when it is gone. */
function procEntry(pid) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return undefined; // exited while we looked
    }
    // The command name is parenthesised and may itself contain spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    return { pid: Number(pid), state: fields[0] ?? '', pgid: Number(fields[2]), comm, start: Number(fields[19]) };
}
/**
 * When process `pid` started, in clock ticks after boot, as /proc says (Linux): null when it is gone
 * or a zombie (it runs no more code), undefined where there is no /proc to ask.
 */
function processStarted(pid) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)('/proc/self/stat'))
        return undefined;
    const p = procEntry(String(pid));
    return p && !p.state.startsWith('Z') ? p.start : null;
}
/** Every process, from /proc (Linux) or ps (other POSIX systems). */
function processTable() {
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)('/proc/self/stat'))
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)('/proc').flatMap((name) => {
            const entry = /^\d+$/.test(name) ? procEntry(name) : undefined;
            return entry ? [entry] : [];
        });
    // From the system's folders: PATH may hold a folder of the pull request's tree.
    const out = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('ps', ['-A', '-o', 'pid=,pgid=,stat=,comm='], { encoding: 'utf8', env: { PATH: '/bin:/usr/bin' } });
    return out
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((f) => f.length >= 4)
        .map(([pid, pgid, state, ...comm]) => ({ pid: Number(pid), pgid: Number(pgid), state: state ?? '', comm: comm.join(' '), start: 0 }));
}
/** Live (non-zombie) members of process group `pgid`, leaving out processes named `helper`. */
function groupMembers(pgid, helper) {
    return processTable()
        .filter((p) => p.pgid === pgid && !p.state.startsWith('Z') && p.comm !== helper)
        .map((p) => p.pid);
}
/** Signals the whole group; a group that is already gone is not an error. */
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
    }
    catch (err) {
        if (err.code !== 'ESRCH')
            throw err;
    }
}
/** The agent's process group (under bwrap its pid namespace ends with it, so nothing escapes it). */
function groupReaper(pgid, helper) {
    return { members: () => groupMembers(pgid, helper), signal: (s) => signalGroup(pgid, s) };
}
/**
 * Every process of the agent's own uid: one that left the group or the session (setsid, a double
 * fork) still runs as that uid, and nothing else does.
 */
function uidReaper(p, uid) {
    return { members: () => (0,_privilege_js__WEBPACK_IMPORTED_MODULE_2__/* .processesOf */ .L6)(uid), signal: (s) => (0,_privilege_js__WEBPACK_IMPORTED_MODULE_2__/* .signalUid */ .Hp)(p, uid, s) };
}
/**
 * Live members of group `pgid`, and the processes of this user started with it or later whose
 * environment still carries `marker`: one pass over /proc. Only those started since the group's
 * leader can carry the run's marker, so only their environments (the costly read: a run asks
 * this every 10 ms while it waits for its processes to end) are read.
 */
function markedMembers(pgid, marker, since) {
    const uid = String(process.getuid?.());
    const entry = Buffer.from(`\0${marker}\0`);
    const found = [];
    for (const p of processTable()) {
        if (p.pid === process.pid || p.state.startsWith('Z'))
            continue;
        if (p.pgid === pgid)
            found.push(p.pid);
        else if (p.start >= since)
            try {
                // Each entry ends with a NUL; the first has none before it.
                const env = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${p.pid}/environ`);
                if (!env.includes(entry) && !env.subarray(0, entry.length - 1).equals(entry.subarray(1)))
                    continue;
                if ((0,_privilege_js__WEBPACK_IMPORTED_MODULE_2__/* .statusField */ .DX)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${p.pid}/status`, 'utf8'), 'Uid') === uid)
                    found.push(p.pid);
            }
            catch {
                // exited, or not ours to read
            }
    }
    return found;
}
/**
 * An agent run as this very user: its group, plus any process that left the group but kept the
 * run's marker variable. Best effort: a same-user process that clears its environment escapes.
 */
function markedReaper(pgid, marker) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)('/proc/self/environ'))
        return groupReaper(pgid);
    // The leader was just started; unreadable (gone already), every process is looked at.
    const since = procEntry(String(pgid))?.start ?? 0;
    const members = () => markedMembers(pgid, marker, since);
    return {
        members,
        signal: (s) => {
            signalGroup(pgid, s);
            for (const pid of members()) {
                try {
                    process.kill(pid, s);
                }
                catch {
                    // gone already
                }
            }
        },
    };
}
/** Resolves once the reaper finds no live process, or after `limitMs` (a process stuck in the kernel). */
async function reaped(reaper, limitMs = 5000) {
    const until = Date.now() + limitMs;
    for (;;) {
        if (reaper.members().length === 0)
            return true;
        if (Date.now() >= until)
            return false;
        await new Promise((r) => setTimeout(r, 10));
    }
}


/***/ }),

/***/ 60210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DX: () => (/* binding */ statusField),
/* harmony export */   EX: () => (/* binding */ privilege),
/* harmony export */   Hp: () => (/* binding */ signalUid),
/* harmony export */   L6: () => (/* binding */ processesOf),
/* harmony export */   NB: () => (/* binding */ freshUid),
/* harmony export */   Vq: () => (/* binding */ dropTo),
/* harmony export */   _U: () => (/* binding */ UID_FLOOR),
/* harmony export */   fP: () => (/* binding */ pidNamespace),
/* harmony export */   sg: () => (/* binding */ SYSTEM_PATH),
/* harmony export */   tE: () => (/* binding */ asRoot)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90108);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(80974);
/* harmony import */ var _git_programs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52359);
/* harmony import */ var _watcher_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(55825);








// System tools are looked up in the system folders only: a PATH entry never supplies them.
const SYSTEM_PATH = '/usr/sbin:/usr/bin:/sbin:/bin';
let probed;
/** Root, or passwordless sudo, with the util-linux tools needed to drop to another user; probed once. */
function privilege() {
    if (probed)
        return probed;
    if (process.platform !== 'linux')
        return (probed = { privilege: null, why: 'running the agent as a user of its own needs Linux' });
    const tools = { setpriv: '', chown: '', chmod: '', kill: '', mkfifo: '' };
    for (const name of Object.keys(tools)) {
        const found = (0,_git_programs_js__WEBPACK_IMPORTED_MODULE_6__/* .findExecutable */ .oq)(name, SYSTEM_PATH);
        if (!found)
            return (probed = { privilege: null, why: `${name} is not installed (util-linux, coreutils, procps)` });
        tools[name] = found;
    }
    if (process.getuid?.() === 0)
        return (probed = { privilege: { via: 'root', prefix: [], ...tools }, why: '' });
    const sudo = (0,_git_programs_js__WEBPACK_IMPORTED_MODULE_6__/* .findExecutable */ .oq)('sudo', SYSTEM_PATH);
    if (!sudo)
        return (probed = { privilege: null, why: 'not root, and sudo is not installed' });
    const prefix = [sudo, '-n', '-E', '--'];
    const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(prefix[0], [...prefix.slice(1), tools.setpriv, '--reuid=0', '--', '/bin/true'], {
        env: { PATH: SYSTEM_PATH },
        encoding: 'utf8',
        timeout: 10_000,
    });
    if (r.status !== 0) {
        const said = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0];
        return (probed = { privilege: null, why: `not root, and passwordless sudo with -E is refused (${said})` });
    }
    return (probed = { privilege: { via: 'sudo', prefix, ...tools }, why: '' });
}
/** Runs `args` as root; throws (exit 2) with what the command said when it fails. */
function asRoot(p, args, what) {
    const [file, ...rest] = [...p.prefix, ...args];
    const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(file, rest, { env: { PATH: SYSTEM_PATH }, encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) {
        const said = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0];
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`agent: could not ${what}: ${said}`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .AGENT_EXIT */ .z.cannotRun);
    }
}
let namespaced;
/**
 * `unshare` arguments that start a command, as root, as the first process of a pid namespace of
 * its own (probed once): when it ends, the kernel kills every process left in the namespace, a
 * chain that forks and exits at once or kills its own uid's helpers included, and none can leave
 * it. Its IPC namespace is its own too: the System V objects and POSIX message queues it makes go
 * with its last process, and it attaches to none of the runner's. Empty where this machine refuses a pid namespace (a container without CAP_SYS_ADMIN), with
 * why: the agent's processes are then found in /proc and killed (signalUid). The namespace's
 * first process, tied to proofgate's life, is the caller's (namespaceInit).
 */
function pidNamespace(p) {
    if (namespaced)
        return namespaced;
    const unshare = (0,_git_programs_js__WEBPACK_IMPORTED_MODULE_6__/* .findExecutable */ .oq)('unshare', SYSTEM_PATH);
    if (!unshare)
        return (namespaced = { args: [], why: 'unshare is not installed (util-linux)' });
    // Its own /proc: the agent sees its namespace's processes by the pids it can signal, and no other
    // process's command line. unshare takes the namespace's first process with it (--kill-child).
    const args = [unshare, '--pid', '--ipc', '--fork', '--kill-child', '--mount-proc', '--'];
    const tie = (0,_watcher_js__WEBPACK_IMPORTED_MODULE_7__/* .diesWithProofgate */ .XO)(p);
    const [file, ...rest] = [...p.prefix, ...tie.args, ...args, '/bin/true'];
    const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(file, rest, { env: { PATH: SYSTEM_PATH }, encoding: 'utf8', timeout: 10_000 });
    tie.release();
    if (r.status === 0)
        return (namespaced = { args, why: '' });
    const said = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0];
    return (namespaced = { args: [], why: `no pid namespace here (${said})` });
}
/** setpriv arguments that become `uid` for good: no groups, no capabilities, no setuid gains. */
function dropTo(p, uid) {
    return [
        p.setpriv,
        `--reuid=${uid}`,
        `--regid=${uid}`,
        '--clear-groups',
        '--no-new-privs',
        '--inh-caps=-all',
        '--ambient-caps=-all',
        '--bounding-set=-all',
        // Set after the switch of uid (which clears it): the agent dies with the process that started it.
        '--pdeathsig',
        'KILL',
        '--',
    ];
}
/**
 * The first word of a field of /proc/<pid>/status, read line by line at `\n` alone: the process's
 * name comes first and is its own to choose (the kernel escapes a newline in it, never a CR or a
 * U+2028), so a multiline regex would read a `Uid:` or `State:` it wrote there.
 */
function statusField(status, name) {
    const line = status.split('\n').find((l) => l.startsWith(`${name}:`));
    return line
        ?.slice(name.length + 1)
        .trim()
        .split(/\s+/)[0];
}
/** Live processes whose real uid is `uid`, from /proc. */
function processesOf(uid) {
    const pids = [];
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_3__.readdirSync)('/proc')) {
        if (!/^\d+$/.test(name))
            continue;
        let status;
        try {
            status = (0,node_fs__WEBPACK_IMPORTED_MODULE_3__.readFileSync)(`/proc/${name}/status`, 'utf8');
        }
        catch {
            continue; // exited while we looked
        }
        const real = statusField(status, 'Uid');
        const state = statusField(status, 'State');
        if (Number(real) === uid && (state !== 'Z' || liveThreads(name)))
            pids.push(Number(name));
    }
    return pids;
}
/** A process whose main thread ended shows as a zombie while its other threads still run. */
function liveThreads(pid) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_3__.readdirSync)(`/proc/${pid}/task`).some((tid) => statusField((0,node_fs__WEBPACK_IMPORTED_MODULE_3__.readFileSync)(`/proc/${pid}/task/${tid}/status`, 'utf8'), 'State') !== 'Z');
    }
    catch {
        return false; // gone
    }
}
// A range no distribution hands out (system and login users, subordinate ids of rootless containers
// sit far below), so the uid belongs to this run alone.
const UID_FLOOR = 1_500_000_000;
const UID_SPAN = 500_000_000;
/** A uid of this run's own: no process runs as it. */
function freshUid() {
    for (;;) {
        const uid = UID_FLOOR + (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomInt)(UID_SPAN);
        if (processesOf(uid).length === 0)
            return uid;
    }
}
/** Sends `signal` to `pids` as root: from this process when it is root, else through sudo. ESRCH (gone) is no error. */
function signalPids(p, pids, signal) {
    if (pids.length === 0)
        return;
    if (p.via === 'root') {
        for (const pid of pids)
            try {
                process.kill(pid, signal);
            }
            catch (err) {
                if (err.code !== 'ESRCH')
                    throw err;
            }
        return;
    }
    const [file, ...args] = [...p.prefix, p.kill, `-${node_os__WEBPACK_IMPORTED_MODULE_2__.constants.signals[signal]}`, '--', ...pids.map(String)];
    const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(file, args, { env: { PATH: SYSTEM_PATH }, encoding: 'utf8', timeout: 60_000 });
    // Exit 1 with "No such process" is a process that ended meanwhile.
    if (r.status === 0 || (r.status === 1 && /no such process/i.test(r.stderr)))
        return;
    const said = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0];
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`agent: could not signal the agent user's processes: ${said}`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .AGENT_EXIT */ .z.cannotRun);
}
/** Rounds of stopping newly found processes before the kill: each round finds the children forked before the last stop. */
const FREEZE_ROUNDS = 50;
/** Looks at /proc in a row that find no process of the uid before the kill counts as done. */
const QUIET_LOOKS = 3;
/** Passes of root's rounds and the uid's own sweep before the kill gives up. */
const PASSES = 10;
/**
 * Signals every process of `uid`, found in /proc (one that left the agent's group or session,
 * by setsid or a double fork, still runs as that uid, and nothing else does). A kill comes from
 * root first: every process of the uid is stopped, round after round until no new one appears,
 * then killed; the agent's own processes cannot kill or stop root. Then a sweep: `kill -KILL -1`
 * run as the uid itself, which the kernel delivers in one pass over the process table that no fork
 * gets past, reaches a chain that forks and exits at once (no generation lives long enough for
 * /proc to show it). A process that stops the sweep lives long enough to be seen: root kills it in
 * the next pass. Returns, for a kill, whether the uid is left with no process.
 */
function signalUid(p, uid, signal) {
    if (signal !== 'SIGKILL') {
        signalPids(p, processesOf(uid), signal);
        return false;
    }
    for (let pass = 0; pass < PASSES; pass++) {
        killRounds(p, uid);
        sweep(p, uid);
        if (quiet(uid))
            return true;
    }
    return false;
}
function killRounds(p, uid) {
    let looks = 0;
    for (let round = 0; round < FREEZE_ROUNDS && looks < QUIET_LOOKS; round++) {
        const stopped = new Set();
        for (let look = 0; look < FREEZE_ROUNDS; look++) {
            const fresh = processesOf(uid).filter((pid) => !stopped.has(pid));
            if (fresh.length === 0)
                break;
            signalPids(p, fresh, 'SIGSTOP');
            for (const pid of fresh)
                stopped.add(pid);
        }
        const all = [...new Set([...stopped, ...processesOf(uid)])];
        looks = all.length ? 0 : looks + 1;
        signalPids(p, all, 'SIGKILL');
    }
}
/** `kill -KILL -1` as `uid`: every process that uid may signal but the sweep itself. Its exit says nothing (none left is an error to kill). */
function sweep(p, uid) {
    const [file, ...args] = [...p.prefix, ...dropTo(p, uid), p.kill, '-9', '--', '-1'];
    (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(file, args, { env: { PATH: SYSTEM_PATH }, stdio: 'ignore', timeout: 60_000 });
}
function quiet(uid) {
    for (let look = 0; look < QUIET_LOOKS; look++)
        if (processesOf(uid).length)
            return false;
    return true;
}


/***/ }),

/***/ 55825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QE: () => (/* binding */ sandboxTie),
/* harmony export */   XO: () => (/* binding */ diesWithProofgate),
/* harmony export */   kO: () => (/* binding */ agentExit),
/* harmony export */   yn: () => (/* binding */ namespaceInit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18140);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(80974);







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
function watch(p, path, uid, tally = '') {
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
function agentExit(code, signal) {
    const n = code !== null && signal === null ? code - 128 : 0;
    const name = n > 0 ? Object.keys(node_os__WEBPACK_IMPORTED_MODULE_3__.constants.signals).find((k) => node_os__WEBPACK_IMPORTED_MODULE_3__.constants.signals[k] === n) : undefined;
    return name ? { exitCode: null, signal: name } : { exitCode: code, signal };
}
/** INIT's arguments, given the lifeline's and the tally's paths, or none for fd 3 and fd 4 as inherited. */
function init(path = '', tally = '') {
    return ['/bin/sh', '-c', INIT, 'sh', path, tally];
}
/** Arguments that start what follows under {@link INIT}; `release` ends it (and the namespace) once the run is over. */
function namespaceInit(p) {
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
function sandboxTie(mkfifo, sudo) {
    const { life, count } = initFiles(mkfifo);
    const fds = [];
    const release = () => {
        for (const fd of fds.splice(0))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        life.release();
        count.release();
    };
    if (sudo)
        return { outer: watch(sudo.p, life.path, sudo.uid, count.path), inner: init(), fds, survivors: count.survivors, release };
    try {
        fds.push((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(life.path, 'r')); // proofgate holds it for writing: the open does not wait
        fds.push((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(count.path, 'w'));
    }
    catch (err) {
        release();
        throw noLifeline(err);
    }
    return { outer: [], inner: init(), fds, survivors: count.survivors, release };
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
function diesWithProofgate(p, uid) {
    if (p.via === 'root' && uid === undefined)
        return { args: [p.setpriv, '--pdeathsig', 'KILL', '--'], release: () => undefined };
    const life = lifeline(p.mkfifo);
    return { args: watch(p, life.path, uid), release: life.release };
}
/** INIT's lifeline and tally, made together: when one cannot be made, neither is left. */
function initFiles(mkfifo) {
    const count = tally();
    try {
        return { life: lifeline(mkfifo), count };
    }
    catch (err) {
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
function tally() {
    const dir = (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .freshDir */ .E6)('tally');
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, 'tally');
    const release = () => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(path, '', { mode: 0o600 });
    }
    catch (err) {
        release();
        throw noLifeline(err, "the file where the agent's pid namespace counts what it left running");
    }
    const survivors = () => {
        const head = Buffer.alloc(16);
        let fd = -1;
        try {
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, 'r');
            const line = /^(\d{1,9})\n/.exec(head.toString('latin1', 0, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, head, 0, head.length, 0)));
            return line ? Number(line[1]) : 0;
        }
        catch {
            return 0; // released: the run is over
        }
        finally {
            if (fd >= 0)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        }
    };
    return { path, survivors, release };
}
/**
 * A FIFO this process holds open for writing (close-on-exec: no child holds it) and never writes
 * to, until `release` or its end. Its folder is this user's alone: no other user (the agent's) can
 * open it to write, which would keep it open past proofgate.
 */
function lifeline(mkfifo) {
    const dir = (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .freshDir */ .E6)('life');
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, 'life');
    const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(mkfifo, ['-m', '0600', '--', path], { env: {}, encoding: 'utf8', timeout: 10_000 });
    let fd = -1;
    try {
        if (r.status !== 0)
            throw new Error((r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0]);
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, 'r+'); // read-write: a FIFO opened so never waits for a reader
    }
    catch (err) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
        throw noLifeline(err);
    }
    return {
        path,
        release: () => {
            if (fd < 0)
                return;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
            fd = -1;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
        },
    };
}
function noLifeline(err, what = 'the FIFO that ties the agent to proofgate') {
    return new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`agent: could not make ${what}: ${err.message}`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .AGENT_EXIT */ .z.cannotRun);
}


/***/ }),

/***/ 63040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $I: () => (/* binding */ readObjects),
/* harmony export */   Fd: () => (/* binding */ streamObjects),
/* harmony export */   KI: () => (/* binding */ verifyObjects),
/* harmony export */   _d: () => (/* binding */ objectInfo)
/* harmony export */ });
/* unused harmony export ForgedObject */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63668);
/* harmony import */ var _blob_id_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19987);
/* harmony import */ var _run_memo_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73336);






/**
 * An object whose bytes do not hash to the id git read them under. git checks no loose object's
 * hash when it inflates it: one planted in `.git/objects` or in an alternate store
 * (`objects/info/alternates`, where a partial clone looks before fetching a blob it lacks) is
 * read as the real object.
 */
class ForgedObject extends _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError {
    asked;
    oid;
    got;
    constructor(asked, oid, got, path) {
        const what = path !== undefined ? `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(path)} (object ${oid})` : asked === oid ? `object ${oid}` : `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(asked)} (object ${oid})`;
        super(`git's object store holds forged bytes for ${what}: they hash to ${got}, not to their id (a loose object planted in .git/objects, or an alternate store in objects/info/alternates, stands in for the real one); refusing to read them: check out afresh, without the step that wrote into .git`);
        this.asked = asked;
        this.oid = oid;
        this.got = got;
    }
}
/** Refuses bytes git handed over as `oid` that are not the object of that id (ForgedObject). */
function checkObject(asked, oid, type, data) {
    const got = (0,_blob_id_js__WEBPACK_IMPORTED_MODULE_4__/* .objectId */ .Tu)(type, data, (0,_blob_id_js__WEBPACK_IMPORTED_MODULE_4__/* .formatOf */ .be)(oid));
    if (got !== oid)
        throw new ForgedObject(asked, oid, got);
}
const stopped = (done, total, code, stderr) => new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file stopped after ${done} of ${total} objects: ${(0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .gitReason */ .th)(stderr, code)}`);
/**
 * Reads many objects in one `git cat-file --batch` process, as bytes, handing
 * each to `onObject` in the order asked, as soon as it has arrived: the caller
 * works while git reads on. Objects are handed over one per turn of the event
 * loop, so that git's output is drained between two (git, blocked on a full
 * pipe, waits on the scheduler of a busy machine). Object names are `<oid>` or
 * `<commit>:<path>`; one a line, so a name git's line reader would misread is
 * asked for by its id (lineNames). An object that arrived in one chunk of the
 * pipe is a view into it; one that spans chunks is copied once. An exception
 * thrown by `onObject` stops git and rejects.
 */
function streamObjects(root, names, onObject) {
    // git starts before this returns: the caller works on while git reads.
    return names.some(misread) ? streamByIds(root, names, onObject) : streamLines(root, names, onObject);
}
/** streamObjects where a name is asked by its id (lineNames): one the tree holds nothing at is missing without asking git. */
async function streamByIds(root, names, onObject) {
    const lines = await lineNames(root, names);
    const sent = [...lines.keys()].filter((i) => lines[i] !== null);
    let next = 0;
    const missingUpTo = (end) => {
        for (; next < end; next++)
            if (lines[next] === null)
                onObject(names[next], { oid: '', data: null });
    };
    let handed = 0;
    await streamLines(root, sent.map((i) => lines[i]), (_, blob) => {
        const i = sent[handed++];
        missingUpTo(i);
        next = i + 1;
        onObject(names[i], blob);
    });
    missingUpTo(names.length);
}
/** A name git's line reader reads as another: it ends a name at LF, and drops a CR before it (`HEAD:a.js<CR>` is HEAD:a.js). */
const misread = (name) => /[\r\n]/.test(name);
/**
 * `names` as lines git's batch reads as written: a `<rev>:<path>` it would misread becomes the id
 * `git ls-tree` gives its path, passed as an argument (entriesAt), or null where the tree holds
 * nothing there.
 */
async function lineNames(root, names) {
    const byRev = new Map();
    for (const name of names.filter(misread)) {
        const colon = name.indexOf(':');
        if (colon <= 0)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.visible)(name)} holds a line break and names no path at a revision: git cannot be asked for it`);
        const rev = name.slice(0, colon);
        if (!byRev.has(rev))
            byRev.set(rev, []);
        byRev.get(rev).push(name.slice(colon + 1));
    }
    // git.ts reads its objects through this module: imported when a name needs it, never in a cycle at load.
    const { entriesAt } = await __webpack_require__.e(/* import() */ 6781).then(__webpack_require__.bind(__webpack_require__, 26781));
    const ids = new Map();
    for (const [rev, paths] of byRev) {
        // A revision this clone cannot list holds nothing here, as git's batch answers `missing`.
        const found = await entriesAt({ root }, rev, paths).catch(() => undefined);
        for (const path of paths)
            ids.set(`${rev}:${path}`, found?.get(path)?.oid ?? null);
    }
    return names.map((name) => (misread(name) ? (ids.get(name) ?? null) : name));
}
/** streamObjects of names git's line reader reads as written. */
function streamLines(root, names, onObject) {
    const memo = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .gitMemo */ .L$)();
    const held = memo && names.map((n) => memo.blobs.get((0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .memoKey */ .e3)(root, n)));
    if (held?.every((b) => b !== undefined))
        return handHeld(names, held, onObject);
    return new Promise((resolve, reject) => {
        if (names.length === 0)
            return resolve();
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)((0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .gitCommand */ .QT)(root), ['cat-file', '--batch'], {
            cwd: root,
            env: (0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)(root),
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        let stderr = '';
        let failed;
        let exit;
        const ready = [];
        let handed = 0;
        let scheduled = false;
        let header = [];
        let body;
        let filled = 0;
        let oid = '';
        let type = '';
        // The newline git writes after each object's content.
        let newline = false;
        const settle = () => {
            if (exit === undefined || scheduled)
                return;
            if (failed)
                reject(failed);
            else if (handed < names.length)
                reject(stopped(handed, names.length, exit, stderr));
            else
                resolve();
        };
        const fail = (err) => {
            failed ??= err;
            child.kill();
        };
        const hand = () => {
            scheduled = false;
            const blob = ready[handed];
            if (blob && !failed) {
                // Handed over: held from here on only as long as the caller holds it.
                ready[handed] = undefined;
                try {
                    onObject(names[handed++], blob);
                }
                catch (err) {
                    fail(err);
                }
            }
            if (handed < ready.length && !failed)
                schedule();
            else
                settle();
        };
        const schedule = () => {
            if (scheduled)
                return;
            scheduled = true;
            setImmediate(hand);
        };
        const emit = (data) => {
            if (ready.length === names.length)
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file answered more than the ${names.length} objects asked`);
            // Every object read is the hash of its bytes, whatever store git found it in.
            if (data)
                checkObject(names[ready.length], oid, type, data);
            if (memo && data)
                remember(memo, root, names[ready.length], oid, data);
            ready.push({ oid: data ? oid : '', data });
            schedule();
        };
        const parse = (chunk) => {
            let at = 0;
            while (at < chunk.length) {
                if (newline) {
                    if (chunk[at] !== 10)
                        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError('git cat-file sent an object without its closing newline');
                    newline = false;
                    at++;
                }
                else if (body) {
                    const take = Math.min(body.length - filled, chunk.length - at);
                    chunk.copy(body, filled, at, at + take);
                    filled += take;
                    at += take;
                    if (filled === body.length) {
                        emit(body);
                        body = undefined;
                        newline = true;
                    }
                }
                else {
                    const nl = chunk.indexOf(10, at);
                    if (nl < 0) {
                        header.push(chunk.subarray(at));
                        return;
                    }
                    const line = (header.length ? Buffer.concat([...header, chunk.subarray(at, nl)]) : chunk.subarray(at, nl)).toString('utf8');
                    header = [];
                    at = nl + 1;
                    if (line.endsWith(' missing') || line.endsWith(' ambiguous')) {
                        emit(null);
                        continue;
                    }
                    const [id, kind, sizeText] = line.split(' ');
                    const size = Number(sizeText);
                    if (!id || !kind || !Number.isSafeInteger(size) || size < 0)
                        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file sent an unreadable header: ${JSON.stringify(line.slice(0, 100))}`);
                    oid = id;
                    type = kind;
                    if (at + size <= chunk.length) {
                        emit(chunk.subarray(at, at + size));
                        at += size;
                        newline = true;
                    }
                    else {
                        body = Buffer.allocUnsafe(size);
                        filled = 0;
                    }
                }
            }
        };
        child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
        child.stdout.on('data', (chunk) => {
            if (failed)
                return;
            try {
                parse(chunk);
            }
            catch (err) {
                fail(err);
            }
        });
        child.on('error', reject);
        // git gone early (killed, or failed) is reported by `close`, not as an unhandled EPIPE.
        child.stdin.on('error', () => { });
        child.on('close', (code) => {
            exit = code;
            settle();
        });
        child.stdin.end(names.map((n) => `${n}\n`).join(''));
    });
}
/** Keeps a small object of an immutable name for the rest of the run, as a copy (what is handed over may be a view of git's pipe, and the caller's to change). */
function remember(memo, root, name, oid, data) {
    if (!(0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .immutableName */ .yI)(name) || data.length > _run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .MEMO_BLOB_MAX */ ._L || memo.blobBytes + data.length > _run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .MEMO_BLOB_BUDGET */ .jR)
        return;
    const key = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .memoKey */ .e3)(root, name);
    if (memo.blobs.has(key))
        return;
    memo.blobs.set(key, { oid, data: Buffer.from(data) });
    memo.blobBytes += data.length;
}
/** Objects this run read before, handed over as git's would be: in order, one per turn of the event loop, each a copy the caller may change. */
async function handHeld(names, held, onObject) {
    for (const [i, name] of names.entries()) {
        await new Promise((resolve) => setImmediate(resolve));
        onObject(name, { oid: held[i].oid, data: Buffer.from(held[i].data) });
    }
}
/**
 * Reads each object of `objects` once and keeps nothing (a small one stays in the run's memo for
 * the reads that follow): streamObjects refuses one whose bytes are not its id's, here named by
 * its path. For objects git itself reads unchecked (a diff's two sides) before anything is sealed.
 */
async function verifyObjects(root, objects) {
    const pathOf = new Map();
    for (const { path, oid } of objects)
        if (!pathOf.has(oid))
            pathOf.set(oid, path);
    try {
        await streamObjects(root, [...pathOf.keys()], () => undefined);
    }
    catch (err) {
        throw err instanceof ForgedObject ? new ForgedObject(err.asked, err.oid, err.got, pathOf.get(err.oid)) : err;
    }
}
/** Every object of `names`, by name, once all have arrived (see streamObjects). */
async function readObjects(root, names) {
    const out = new Map();
    await streamObjects(root, names, (name, blob) => out.set(name, blob));
    return out;
}
/** What each name (`<oid>`, `<rev>^{commit}`, `<commit>:<path>`) is, in one `git cat-file --batch-check`: null when missing. Nothing is read. */
function objectInfo(root, names) {
    return names.some(misread) ? infoByIds(root, names) : lineInfo(root, names);
}
/** objectInfo where a name is asked by its id (lineNames): null for one the tree holds nothing at. */
async function infoByIds(root, names) {
    const lines = await lineNames(root, names);
    const info = await lineInfo(root, lines.filter((line) => line !== null));
    return new Map(names.map((name, i) => {
        const line = lines[i];
        return [name, line ? (info.get(line) ?? null) : null];
    }));
}
async function lineInfo(root, names) {
    const info = new Map();
    const memo = (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .gitMemo */ .L$)();
    // What this run was told before is not asked again.
    for (const name of names) {
        const known = memo?.info.get((0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .memoKey */ .e3)(root, name));
        if (known)
            info.set(name, known);
    }
    const asked = [...new Set(names.filter((n) => !info.has(n)))];
    if (asked.length === 0)
        return info;
    // --buffer: git writes its answers in blocks, not a write each. A line a write fills the socket git
    // writes to (each takes some 800 bytes of its buffer) after a few hundred, and git then waits for this
    // thread to read, which a command busy checking findings meanwhile does not: git finished 20 ms late.
    const lines = (await (0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(root, ['cat-file', '--batch-check', '--buffer'], { stdin: asked.map((n) => `${n}\n`).join('') })).split('\n');
    // One line per name: any other count means the answers cannot be told apart.
    if (lines.length !== asked.length + 1)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file --batch-check answered ${lines.length - 1} lines for ${asked.length} names`);
    asked.forEach((name, i) => {
        const [oid = '', type = '', size = ''] = lines[i].split(' ');
        const found = /^[0-9a-f]{40,64}$/.test(oid) && /^\d+$/.test(size) ? { oid, type, size: Number(size) } : null;
        info.set(name, found);
        if (memo && found && (0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .immutableName */ .yI)(name))
            memo.info.set((0,_run_memo_js__WEBPACK_IMPORTED_MODULE_5__/* .memoKey */ .e3)(root, name), found);
    });
    return info;
}


/***/ }),

/***/ 19987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tu: () => (/* binding */ objectId),
/* harmony export */   be: () => (/* binding */ formatOf),
/* harmony export */   zA: () => (/* binding */ blobId)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

// A module of its own (git.ts re-exports it): review anchor's worker threads hash what they read
// (sealed-read.ts) with node:crypto alone, without loading the git runner and its child_process,
// net and fs/promises, some 8 ms of a worker's 45 ms start.
/** The object format an id is written in: 64 hex digits are SHA-256's. */
const formatOf = (oid) => (oid.length === 64 ? 'sha256' : 'sha1');
/** The id git gives these bytes as a blob (SHA-1 object format unless told): a link is sealed by its target's. */
function blobId(data, format = 'sha1') {
    return objectId('blob', data, format);
}
/** The id git gives these bytes as an object of `type` (blob, tree, commit, tag). */
function objectId(type, data, format = 'sha1') {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(format)
        .update(`${type} ${Buffer.byteLength(data)}\0`)
        .update(data)
        .digest('hex');
}


/***/ }),

/***/ 72135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assertSchema: () => (/* binding */ assertSchema),
  d: () => (/* binding */ schemaErrors)
});

// EXTERNAL MODULE: ./src/text/errors.ts
var text_errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/redact.ts
var redact = __webpack_require__(53326);
;// CONCATENATED MODULE: ./src/schemas/validators/index.js
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs. Do not edit.
const validators = {
  'agent-run': () => __webpack_require__.e(/* import() */ 800).then(__webpack_require__.bind(__webpack_require__, 20800)),
  'review-attempt': () => __webpack_require__.e(/* import() */ 4373).then(__webpack_require__.bind(__webpack_require__, 74373)),
  'review-commit': () => __webpack_require__.e(/* import() */ 1087).then(__webpack_require__.bind(__webpack_require__, 91087)),
  'review-coverage': () => __webpack_require__.e(/* import() */ 1964).then(__webpack_require__.bind(__webpack_require__, 91964)),
  'review-findings': () => __webpack_require__.e(/* import() */ 3176).then(__webpack_require__.bind(__webpack_require__, 13176)),
  'review-ledger': () => __webpack_require__.e(/* import() */ 9999).then(__webpack_require__.bind(__webpack_require__, 19999)),
  'review-reviewers': () => __webpack_require__.e(/* import() */ 7852).then(__webpack_require__.bind(__webpack_require__, 67852)),
  'review-rules': () => __webpack_require__.e(/* import() */ 5435).then(__webpack_require__.bind(__webpack_require__, 65435)),
  'review-scope': () => __webpack_require__.e(/* import() */ 7404).then(__webpack_require__.bind(__webpack_require__, 27404)),
  'test-review-verdict': () => __webpack_require__.e(/* import() */ 8298).then(__webpack_require__.bind(__webpack_require__, 8298)),
  'uat-config': () => __webpack_require__.e(/* import() */ 3370).then(__webpack_require__.bind(__webpack_require__, 93370)),
  'uat-run': () => __webpack_require__.e(/* import() */ 9011).then(__webpack_require__.bind(__webpack_require__, 29011)),
  'uat-spec': () => __webpack_require__.e(/* import() */ 2627).then(__webpack_require__.bind(__webpack_require__, 2627)),
  'uat-triage': () => __webpack_require__.e(/* import() */ 7308).then(__webpack_require__.bind(__webpack_require__, 47308)),
};

;// CONCATENATED MODULE: ./src/schemas/validate.ts



// ajv's standalone code, generated from the schemas at build time by scripts/gen-types.mjs with
// the options allErrors, strict, allowUnionTypes and ajv-formats' date-time: nothing is compiled
// at run time, and a command loads the validators it uses only.
const loaded = new Map();
function validator(name) {
    let fn = loaded.get(name);
    if (!fn)
        loaded.set(name, (fn = validators[name]().then((m) => m.default)));
    return fn;
}
function describe(e) {
    const at = e.instancePath === '' ? '(top level)' : e.instancePath;
    if (e.keyword === 'additionalProperties')
        return `${at}: unknown key ${JSON.stringify(e.params.additionalProperty)}`;
    if (e.keyword === 'enum')
        return `${at}: ${e.message} (${e.params.allowedValues.map(String).join(', ')})`;
    if (e.keyword === 'format' && e.params.format === 'date-time')
        return `${at}: not a time: write ISO 8601 with its offset, e.g. 2026-11-29T10:00:00Z`;
    if (e.keyword === 'const')
        return `${at}: must be ${JSON.stringify(e.params.allowedValue)}`;
    return `${at}: ${e.message ?? e.keyword}`;
}
/** Every schema error of `data`, each naming the field; empty when valid. A key it quotes is the file's: it gets the redaction floor. */
async function schemaErrors(name, data) {
    const fn = await validator(name);
    if (fn(data))
        return [];
    return (fn.errors ?? []).map((e) => (0,redact/* redact */.E$)(describe(e)));
}
/** Validates or throws one ProofgateError listing the first errors with the file they came from. */
async function assertSchema(name, data, file) {
    const errors = await schemaErrors(name, data);
    if (errors.length) {
        const shown = errors.slice(0, 5).join('; ');
        const more = errors.length > 5 ? `; and ${errors.length - 5} more` : '';
        throw new text_errors.ProofgateError(`${file} is not valid: ${shown}${more}`);
    }
    return data;
}


/***/ }),

/***/ 2807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HD: () => (/* binding */ shownName),
/* harmony export */   OD: () => (/* binding */ nameList),
/* harmony export */   OO: () => (/* binding */ jsonQuotedName),
/* harmony export */   Zu: () => (/* binding */ yamlQuotedName),
/* harmony export */   gx: () => (/* binding */ composedTwins),
/* harmony export */   lD: () => (/* binding */ writtenName),
/* harmony export */   p6: () => (/* binding */ writableAsIs),
/* harmony export */   ti: () => (/* binding */ shownSpellings)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _trim_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43675);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71670);



const LIST_CAP = 10;
/**
 * What in a name that is not in NFC prints like another name: a combining mark, a conjoining
 * Hangul jamo, a singleton NFC replaces (U+212B ANGSTROM SIGN for Å).
 */
const DECOMPOSED = /[\p{M}\u1100-\u11ff\u2126\u212a\u212b]/gu;
/**
 * Every character a page draws right to left or reorders around (words.ts's RIGHT_TO_LEFT, the class
 * a suggestion is withheld for, row 684), each one: drawn, such a run is laid out right to left and
 * moves the digits and folders beside it, so `lib/אב/12/x.js` and `lib/12/אב/x.js` look the same
 * (685): a name shows them as U+XXXX and then draws in the order it is written, in any sink and any direction.
 */
const RIGHT_TO_LEFT_EACH = new RegExp(_words_js__WEBPACK_IMPORTED_MODULE_1__/* .RIGHT_TO_LEFT */ .Dl.source, 'gu');
/** A literal `U+` and four hex digits in a name: what an escaped code point looks like. */
const LOOKS_ESCAPED = /U\+(?=[0-9A-Fa-f]{4})/g;
/**
 * A name as one line shows it: invisible code points and spaces other than U+0020 as U+XXXX (a
 * U+0020 too at either end of the name or of a folder's name), and a name git holds
 * decomposed (`e` + U+0301, as macOS writes it) with its marks as U+XXXX, so it never reads as its
 * composed twin (`é`), another file: a person told which file to look at can tell which it is. A
 * name that itself holds `U+200B` has its `+` shown as U+002B (`UU+002B200B`), so it never reads
 * as the name with that invisible code point: every `U+XXXX` shown is one code point. A letter or
 * digit of a right-to-left script is shown as U+XXXX too, so the name draws in its own order.
 */
function shownName(name) {
    const literal = name.replace(LOOKS_ESCAPED, `U${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint)('+')}`);
    const composed = literal.normalize('NFC') === literal ? literal : literal.replace(DECOMPOSED, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint);
    return endSpacesShown((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(composed).replace(NAME_SPACE, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint).replace(RIGHT_TO_LEFT_EACH, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint));
}
/** A space other than U+0020 draws as one (`a` U+00A0 `b.js` as `a b.js`) or, at an end, as nothing. */
const NAME_SPACE = new RegExp(`[${_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.OTHER_SPACES}]`, 'gu');
/**
 * A U+0020 at either end of a name or of a folder's name in it (`guard.js `, `dir /a.js`) draws as
 * nothing in every sink (inside a code span's shading too), so it is shown as U+0020.
 */
function endSpacesShown(name) {
    return name
        .split('/')
        .map((part) => {
        const end = (0,_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .trimEndOf */ .f)(part, ' ').length;
        const core = (0,_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .trimOf */ .W)(part, ' ');
        const space = (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint)(' ');
        return `${space.repeat(end - core.length)}${core}${space.repeat(part.length - end)}`;
    })
        .join('/');
}
/**
 * Among `names`, those that compose (Unicode NFC) to the same as a given name: a name git holds
 * decomposed (as macOS writes it) and the composed spelling a model or a person types are one.
 */
function composedTwins(names) {
    const byComposed = new Map();
    for (const n of names)
        byComposed.set(n.normalize('NFC'), [...(byComposed.get(n.normalize('NFC')) ?? []), n]);
    return (name) => byComposed.get(name.normalize('NFC')) ?? [];
}
/**
 * The names proofgate shows otherwise (a control, invisible or decomposed character as `U+XXXX`;
 * `spell` is how the place they were shown spells them), by the spelling shown.
 */
function shownSpellings(names, spell = shownName) {
    const by = new Map();
    for (const n of names) {
        const shown = spell(n);
        if (shown !== n)
            by.set(shown, [...(by.get(shown) ?? []), n]);
    }
    return by;
}
const unitEscape = (unit) => `\\u${unit.toString(16).padStart(4, '0')}`;
/**
 * A name as a YAML double-quoted string a person can copy into a workflow input, in printable ASCII
 * alone: JSON's quoting, and every other code point as an escape (`"cle\u0301.pem"`), so that no
 * sink's neutralising changes it and a decomposed name is not copied as its composed twin.
 */
function yamlQuotedName(name) {
    return JSON.stringify(name).replace(/[^\x20-\x7e]/gu, (ch) => {
        const cp = ch.codePointAt(0);
        return cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : unitEscape(cp);
    });
}
/**
 * A name as a JSON string in printable ASCII (every other UTF-16 unit as `\uXXXX`): what
 * `writtenName` reads back as exactly that name, whatever it holds.
 */
function jsonQuotedName(name) {
    return JSON.stringify(name).replace(/[^\x20-\x7e]/g, (ch) => unitEscape(ch.charCodeAt(0)));
}
/**
 * A name as a person wrote it in a list of names (`acknowledge`): a value that is a JSON string
 * literal is that exact string, the one way an action input's line, which loses the spaces at its
 * ends and ends at a line break, can hold such a name; any other value is the name as written.
 */
function writtenName(value) {
    if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"'))
        return value;
    try {
        return JSON.parse(value);
    }
    catch {
        return value;
    }
}
/** Whether a line of an action input holds `name` as written: no space or line break at its ends, no line break in it, no JSON string. */
const writableAsIs = (name) => name === name.trim() && !/[\r\n]/.test(name) && writtenName(name) === name;
/** A list for one line of output: the first ten names (each as `show` spells it), then how many more. */
function nameList(items, show = shownName) {
    const shown = items
        .slice(0, LIST_CAP)
        .map((name) => show(name))
        .join(', ');
    return items.length > LIST_CAP ? `${shown} and ${items.length - LIST_CAP} more` : shown;
}


/***/ })

};
