import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { lstat, mkdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { AGENT_EXIT } from './exit-codes.js';
import { bwrapArgs, bwrapPath, bwrapUsable, SYSTEM_FOLDERS } from './bwrap.js';
import { systemPrivate } from './system-private.js';
import { findExecutable, inside } from '../git/programs.js';
import { gitControl, treeGitFolders, userGitFiles } from './git-config.js';
import { gitDirs } from '../git/git-dirs.js';
import { groupReaper, markedReaper, uidReaper, type Reaper } from './group.js';
import { fillHome } from './home.js';
import { agentInstall, showable, type AgentInstall } from './install.js';
import { asRoot, dropTo, freshUid, pidNamespace, privilege, processesOf, signalUid, SYSTEM_PATH, type Privilege } from './privilege.js';
import {
  agentConfigIn,
  changedPaths,
  configUpToRoot,
  copyBack,
  copyTree,
  findEntries,
  gitEntries,
  isWritable,
  privateEntries,
  repositoryFrom,
  snapshot,
  within,
  withoutLinks,
  type Skip,
  type Snapshot,
} from './tree.js';
import { diesWithProofgate, namespaceInit, sandboxTie } from './watcher.js';
import { droppedLine, listOutputs, plainModes, removeDropped, screenOutputs, type Dropped, type Listing } from './outputs.js';
import type { GivenSecret } from './screen.js';
import { closeWorldWritable, removeLeftInShared, removeLinkedOut } from './shared-temp.js';
import { removeIpcOf } from './sysv-ipc.js';
import { freshKeyring } from './keyring.js';
import { closeSystemSecrets, denyToAgent, systemSecrets } from './system-secrets.js';
import { mountedFrom } from './mounts.js';
import { agentBase, noSafeBase, plantable, plantableHomes, plantableShown } from './workdir.js';
import { freshDir } from '../text/files.js';
import type { Confinement, CredentialFile, Isolation } from './types.js';

export interface IsolationSetup {
  mode: 'auto' | Isolation;
  /** The tree under review (absolute). */
  cwd: string;
  /**
   * Folders the agent must not reach by absolute path, beside `cwd`: the tree `cwd` was staged
   * from (the blind reviewer's diff-only folder) and the job's workspace (other checkouts, their
   * persisted tokens). Closed to other users in a copy, never shown by bwrap.
   */
  guarded?: string[];
  /** Normalised relative paths; a trailing `/` marks a folder. */
  writable: string[];
  /** The files the agent is asked to write, in its writable folders: nothing else there is kept (see RunAgentOptions). */
  outputs?: string[];
  /** A fresh folder of this run's own, made by agentWorkdir (holds the agent's TMPDIR, its home and, in copy mode, the copy). */
  workdir: string;
  /**
   * The agent's executable as found on its PATH, its arguments, and the PATH the agent gets (no
   * folder the pull request supplies: withOwnPath), where a `#!/usr/bin/env` interpreter is found.
   */
  file: string;
  args: string[];
  pathVar: string | undefined;
  /** The caller's HOME, where the vendor CLI's sign-in is read from. */
  home: string | undefined;
  /** The other folders the agent's environment names for a CLI's settings (XDG_CONFIG_HOME, passed with env-pass), by variable. */
  configHomes?: Record<string, string>;
  credentials: CredentialFile[];
  /** A variable the agent is given signs its CLI in (ANTHROPIC_API_KEY, CODEX_API_KEY): no sign-in file is needed. */
  signedInByEnv?: boolean;
  /** Absolute paths the prompt points to outside the tree (a skill root): shown read-only. */
  readable: string[];
  /** The runner's temp folder (file commands, the persisted checkout token): never shown. */
  runnerTemp: string | undefined;
  /**
   * The runner's files as this process is told them (GITHUB_EVENT_PATH, GITHUB_ENV, …): a job
   * container mounts them outside the runner's temp folder (`/github/workflow`), and their folders
   * are closed as named.
   */
  runnerFiles?: string[];
  /** In CI no unconfined fallback is taken without the explicit `none`. */
  strict: boolean;
  /** Secret files by relative path: the agent never sees their content. */
  secret?: (rel: string) => boolean;
  /** The credentials the agent is given: an output holding one is dropped. */
  givenSecrets?: GivenSecret[];
  /**
   * The trees `cwd` was staged from (the caller's `guarded`, not the workspace): an unconfined
   * agent reaches them by absolute path, so they are watched as `cwd` is.
   */
  stagedFrom?: string[];
  /** Folders other runs write in meanwhile: left out of the before-and-after comparison (see RunAgentOptions). */
  shared?: string[];
  progress: (line: string) => void;
}

export interface Finished {
  tampered: string[];
  dropped: Dropped[];
}

export interface Isolated {
  isolation: Isolation;
  confinement: Confinement;
  /** The uid the agent runs as when it has one of its own. */
  agentUid: number | null;
  /** Where the agent runs. */
  cwd: string;
  /** Variables set for the agent over the allowlisted ones (HOME, TMPDIR, a run marker). */
  env: Record<string, string>;
  /** The agent config left in the agent's reach (`none`): the tree's and the folders' above it up to its repository's root, relative to that root. */
  configInReach: string[];
  /** Why a folder the agent reads its instructions or settings from could hold what another user wrote (`none`). */
  writableByOthers: string[];
  /** The executable and argv as they are spawned, given the agent's argv and its whole environment; `fds` are passed from fd 3 on. */
  wrap(args: string[], env: Record<string, string>): { file: string; args: string[]; fds?: number[] };
  /** Finds every process of the run, given the spawned one's pid. */
  reaper: (pid: number) => Reaper;
  /** The spawned process is INIT (watcher.ts), which exits 128+n for an agent killed by signal n: read back with `agentExit`. */
  throughInit: boolean;
  /**
   * After the run (every process gone): copy results back, give files back; what the agent changed
   * outside `writable` (tampered), and what of `writable` was dropped, with why.
   */
  finish(): Promise<Finished>;
}

// Git's own bookkeeping changes under any git command, but its hooks and config run code: watched.

/** Variables sudo sets or replaces; the agent's own values are put back after it (never a secret: those pass through the environment). */
const SUDO_SETS = [
  'SUDO_COMMAND',
  'SUDO_USER',
  'SUDO_UID',
  'SUDO_GID',
  'SUDO_HOME',
  'SUDO_TTY',
  'SUDO_PS1',
  'MAIL',
  'SHELL',
  'TERM',
  'USER',
  'LOGNAME',
];
const RESTORED = ['PATH', 'HOME', 'USER', 'LOGNAME', 'TMPDIR'];

const bare = (writable: string[]) => writable.map((w) => w.replace(/\/$/, ''));

function choose(s: Pick<IsolationSetup, 'mode' | 'strict' | 'progress'>): { isolation: Isolation; priv: Privilege | null } {
  if (s.mode === 'none') return { isolation: 'none', priv: null };
  const { privilege: priv, why: privWhy } = privilege();
  let bwrapWhy = 'not tried (isolate: copy)';
  if (s.mode !== 'copy') {
    const probe = bwrapUsable(priv);
    if (probe.ok) return { isolation: 'bwrap', priv };
    if (s.mode === 'bwrap')
      throw new ProofgateError(
        `agent: bwrap isolation is not usable here (${probe.why}); use isolate auto, copy or none`,
        AGENT_EXIT.cannotRun,
      );
    bwrapWhy = probe.why;
  }
  if (priv) return { isolation: 'copy', priv };
  // Asked for by name, copy means a user of its own: never this user, in CI or not.
  if (s.mode === 'copy')
    throw new ProofgateError(
      `agent: isolate copy runs the agent as a user of its own, which needs root or passwordless sudo (${privWhy}); use isolate auto, bwrap, or none`,
      AGENT_EXIT.cannotRun,
    );
  const why = `bwrap: ${bwrapWhy}; a user of its own: ${privWhy}`;
  if (s.strict)
    throw new ProofgateError(
      `agent: no isolation here keeps this process's environment, the runner's files and its log out of the agent's reach (${why}); allow user namespaces for bwrap or passwordless sudo on the runner, or opt in to an unconfined agent with isolate none`,
      AGENT_EXIT.cannotRun,
    );
  s.progress(`agent: no boundary is usable here (${why}); outside CI the agent runs as this user in a copy of the tree`);
  return { isolation: 'copy', priv: null };
}

/** bwrap, or a user of its own: else the agent runs as this user with nothing between (none, a copy outside CI). */
const confining = (c: { isolation: Isolation; priv: Privilege | null }) => c.isolation === 'bwrap' || c.priv !== null;

/**
 * A fresh folder of the run's own, where nothing another user may write lies above it
 * (agentBase): a copy is refused where no such place is (exit 2).
 */
export function agentWorkdir(mode: IsolationSetup['mode'], strict: boolean): string {
  const { isolation, priv } = choose({ mode, strict, progress: () => undefined });
  const base = agentBase(priv);
  if (base.unsafe && isolation === 'copy') throw noSafeBase(base.unsafe);
  return freshDir('agent', base.dir);
}

/**
 * Whether an agent run with `mode` is confined here, as isolate() will choose (its probes are kept):
 * what runs side by side rely on. False where no agent can run at all (the run says why).
 */
export function confines(mode: IsolationSetup['mode'], strict: boolean): boolean {
  try {
    return confining(choose({ mode, strict, progress: () => undefined }));
  } catch {
    return false;
  }
}

/** The first 20 of `paths`, each quoted (a name may hold anything), and how many more. */
export function quotedPaths(paths: string[]): string {
  const shown = paths
    .slice(0, 20)
    .map((p) => JSON.stringify(p))
    .join(', ');
  return `${shown}${paths.length > 20 ? ` and ${paths.length - 20} more` : ''}`;
}

function reportHidden(paths: string[], how: string, what: string, progress: (line: string) => void): void {
  if (paths.length) progress(`agent: ${how} ${paths.length} ${what}: ${quotedPaths(paths)}`);
}

const CONFIG = 'agent config path(s) from the pull request';
const SECRETS = 'secret file(s)';
const PRIVATE = 'path(s) other users may not read (this user ran the agent)';

/** True when a user that owns nothing here (no group either) can open `path` and pass every folder above it. */
function openToOthers(path: string): boolean {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if (!(statSync(dir).mode & 0o001)) return false;
    if (dir === dirname(dir)) break;
  }
  return (statSync(path).mode & 0o005) === 0o005;
}

/** The executable and the interpreter the agent starts with. */
const startFiles = (install: AgentInstall) => [install.exec, ...(install.interpreter ? [install.interpreter] : [])];

/** Said before the run, not found missing or closed once the agent starts. */
const keptFromAgent = (file: string, path: string) =>
  new ProofgateError(
    `agent: ${file} (${path}) lies in a folder the agent is kept from while it runs (HOME, the runner's temp or a folder it guards); install it elsewhere (e.g. npm install --global, or a folder of its own)`,
    AGENT_EXIT.cannotRun,
  );

/**
 * The agent's executable and interpreter must be reachable by its own uid when no sandbox shows it
 * the way (copy mode): readable by other users, and outside the folders closed to it meanwhile.
 */
function checkReachable(install: AgentInstall, file: string, closed: string[]): void {
  for (const path of startFiles(install)) {
    if (closed.some((dir) => inside(path, dir))) throw keptFromAgent(file, path);
    if (!openToOthers(path)) {
      throw new ProofgateError(
        `agent: ${file} is not readable by other users (${path}), and the agent runs as a user of its own; install it where every user can read it (e.g. npm install --global), or use isolate bwrap`,
        AGENT_EXIT.cannotRun,
      );
    }
  }
}

/**
 * The agent's executable and interpreter must be among what the sandbox shows (the system folders,
 * the tree, the folders shown beside it): one in a folder it keeps from the agent (HOME, the
 * runner's temp, a guarded tree) is said before the run, not found missing inside it.
 */
function checkShown(install: AgentInstall, file: string, shown: string[]): void {
  for (const path of startFiles(install))
    if (![...SYSTEM_FOLDERS, ...shown].some((dir) => inside(path, dir))) throw keptFromAgent(file, path);
}

/** Runs `undo` steps in reverse; each is tried even when an earlier one fails. */
function runUndo(undo: (() => void)[]): void {
  for (const step of undo.reverse()) {
    try {
      step();
    } catch {
      // a step that cannot be undone must not hide the others
    }
  }
  undo.length = 0;
}

/**
 * Makes `paths` the agent user's with all they hold, and `alone` without what they hold, and
 * gives both back (recursively, links themselves: what the agent made in them too) when undone.
 */
function lend(p: Privilege, uid: number, paths: string[], undo: (() => void)[], say: (line: string) => void, alone: string[] = []): void {
  const all = [...paths, ...alone];
  if (all.length === 0) return;
  undo.push(() => giveBack(p, uid, all, say));
  if (paths.length) asRoot(p, [p.chown, '-R', '-h', `${uid}:${uid}`, '--', ...paths], 'lend the agent its folders');
  if (alone.length) asRoot(p, [p.chown, '-h', `${uid}:${uid}`, '--', ...alone], 'lend the agent the folders of its files');
}

/**
 * Gives `lent` back to this user, with all they hold. chown and chmod change an inode, which every
 * name of it shares: a name in `lent` of a file with a name outside them (a hard link the agent
 * made, to a file of its own in /tmp or, where fs.protected_hardlinks is 0, to root's) is removed
 * first, and where that fails nothing is given back.
 */
function giveBack(p: Privilege, uid: number, lent: string[], say: (line: string) => void): void {
  const { removed, failed } = removeLinkedOut(p, lent);
  if (failed) {
    say(
      `agent: could not remove the hard links to files outside its folders that the agent's user (uid ${uid}) may have made (${failed}); ${quotedPaths(lent)} stay its own: remove them before another step runs`,
    );
    return;
  }
  reportHidden(removed, 'removed', 'hard link(s) the agent made in its folders to a file with a name outside them', say);
  const all = lent.filter((path) => !removed.includes(path));
  if (all.length === 0) return;
  const owner = `${process.getuid?.() ?? 0}:${process.getgid?.() ?? 0}`;
  asRoot(p, [p.chown, '-R', '-h', owner, '--', ...all], "give the agent's files back");
  // What the agent left writable by every user (its findings.json at 0777) is not, once it is ours.
  // chmod follows a link named on its command line (it skips those it meets below): one the agent
  // left at a lent path would take root to what it names (`/tmp`, `/dev/null`).
  const closable = withoutLinks(all);
  if (closable.length) asRoot(p, [p.chmod, '-R', 'go-w', '--', ...closable], "close the agent's files to other writers");
}

/**
 * Removes what the agent's user `uid` left where a copy's agent could leave it without a mount
 * namespace of its own (where every user writes, read by later steps and jobs; its `own` folder
 * goes with the run) or an IPC namespace (System V objects); each failure is said.
 */
function removeLeftBy(p: Privilege, uid: number, everyoneWrites: string[] | undefined, own: string, say: (line: string) => void): void {
  const failed = removeLeftInShared(p, uid, everyoneWrites, [own]);
  if (failed)
    say(
      `agent: could not remove what the agent's user (uid ${uid}) left on this machine's file systems (${failed}); remove it before another step runs`,
    );
  const ipcFailed = removeIpcOf(p, uid);
  if (ipcFailed)
    say(
      `agent: could not remove the System V shared memory, semaphores or message queues the agent's user (uid ${uid}) left (${ipcFailed}); remove them (ipcs, ipcrm) before another step runs`,
    );
}

/** Folders closed by mode while agents run (no ACLs there), with their mode before and how many runs hold them closed. */
const closed = new Map<string, { mode: string; holders: number }>();

/**
 * Shuts the agent's user `uid` out of `dirs` while it runs (copy mode: the original tree, the
 * runner's temp, HOME). An ACL entry denies that uid alone: the mode stays, so a proofgate killed
 * outright leaves the next step its checkout and home as they were. Where no ACL can be set, group
 * and others lose access instead; reviewers run at once share that closing, and the mode comes back
 * when the last of them ends, never while another agent still runs.
 */
function closeWhile(p: Privilege, uid: number, dirs: string[], undo: (() => void)[]): void {
  const open = (dir: string) => {
    const st = lstatSync(dir, { throwIfNoEntry: false });
    return !!st?.isDirectory() && (st.mode & 0o077) !== 0;
  };
  const denied = new Set(dirs.filter((dir) => !closed.has(dir) && open(dir)));
  for (const dir of denyToAgent(p, uid, [...denied], undo)) denied.delete(dir);
  for (const dir of dirs) {
    let held = closed.get(dir);
    if (!held) {
      const st = lstatSync(dir, { throwIfNoEntry: false });
      if (!st?.isDirectory() || !(st.mode & 0o077) || denied.has(dir)) continue;
      asRoot(p, [p.chmod, 'go-rwx', '--', dir], `close ${dir} to the agent user`);
      held = { mode: (st.mode & 0o7777).toString(8), holders: 0 };
      closed.set(dir, held);
    }
    held.holders++;
    const mine = held;
    undo.push(() => {
      if (--mine.holders > 0) return;
      closed.delete(dir);
      asRoot(p, [p.chmod, mine.mode, '--', dir], `restore the mode of ${dir}`);
    });
  }
}

/** mkfifo from the system's folders (bwrap as this user: no Privilege found it); refused (exit 2) where missing. */
function systemMkfifo(): string {
  const found = findExecutable('mkfifo', SYSTEM_PATH);
  if (!found)
    throw new ProofgateError(
      'agent: mkfifo is not installed (coreutils); bwrap ties the agent to proofgate through a FIFO',
      AGENT_EXIT.cannotRun,
    );
  return found;
}

/** sudo replaces a few variables: the agent's own values are set again once it runs as its user. */
function envAfterSudo(p: Privilege, env: Record<string, string>): string[] {
  if (p.via !== 'sudo') return [];
  const bin = findExecutable('env', '/usr/bin:/bin')!;
  return [bin, ...SUDO_SETS.flatMap((n) => ['-u', n]), ...RESTORED.filter((n) => env[n] !== undefined).map((n) => `${n}=${env[n]}`)];
}

/** A passwd and group naming the agent's uid, so tools that look their user up find one. */
function agentAccount(workdir: string, uid: number, home: string): { from: string; at: string }[] {
  const out: { from: string; at: string }[] = [];
  for (const [name, line] of [
    ['passwd', `proofgate-agent:x:${uid}:${uid}:proofgate agent:${home}:/usr/sbin/nologin`],
    ['group', `proofgate-agent:x:${uid}:`],
  ] as const) {
    const at = `/etc/${name}`;
    const text = readFileSync(at, 'utf8');
    const from = join(workdir, name);
    writeFileSync(from, `${text}${text.endsWith('\n') || !text ? '' : '\n'}${line}\n`);
    out.push({ from, at });
  }
  return out;
}

/**
 * The caller's `readable` folders, as bwrap may show them: one inside the tree is shown with it
 * (its .git and secrets hidden), and one that holds the tree, HOME, the runner's temp or a guarded
 * folder (a skill root of `..`) is refused: it would show them whole.
 */
function showReadable(paths: string[], cwd: string, protectedPaths: string[]): string[] {
  const shown: string[] = [];
  for (const r of paths) {
    if (!isAbsolute(r) || !statSync(r, { throwIfNoEntry: false })) continue;
    const at = realpathSync(r);
    if (inside(at, cwd)) continue;
    if (!showable(at, protectedPaths))
      throw new ProofgateError(
        `agent: ${r} cannot be shown to the agent: it holds the tree, HOME, the runner's temp folder or a folder kept from the agent; name a folder that does not (the skill's own folder)`,
        AGENT_EXIT.cannotRun,
      );
    shown.push(at);
  }
  return shown;
}

/** The repository a folder lies inside (the nearest folder above it holding a `.git`): a project root in a monorepo is one. */
function enclosingRepository(dir: string): string[] {
  const repository = dir === dirname(dir) ? null : repositoryFrom(dirname(dir));
  return repository ? [repository] : [];
}

/**
 * The HOME of a copy run as this user: the fresh one bwrap and a user of its own get, where its CLI
 * signs in there (fillHome copied a file kept whole, the sign-in itself, not account settings cut
 * to keys; a variable signs it in; or it names none: a custom runner), else this user's own (the
 * sign-in lies elsewhere: macOS's Keychain), null. Refused (exit 2) where the agent would read
 * its settings and instructions from a folder another user may write: that HOME, or another
 * settings folder it is passed (XDG_CONFIG_HOME).
 */
function sameUserHome(s: IsolationSetup, homeDir: string): string | null {
  const copied = fillHome(homeDir, s.home, s.credentials);
  const whole = s.credentials.filter((c) => !c.keys).map((c) => c.path);
  const fresh = whole.length === 0 || copied.some((path) => whole.includes(path)) || s.signedInByEnv === true;
  const homes = { ...(fresh ? {} : { HOME: s.home }), ...s.configHomes };
  refuseOpenHomes(homes, 'a copy run as this user', fresh ? '' : ', or sign the CLI in by variable (the agent then gets a fresh home)');
  return fresh ? homeDir : null;
}

/**
 * Refused (exit 2) where the agent, run `how`, would read its settings and instructions from one
 * of `homes` (HOME, a settings folder its environment names) that another user may write.
 */
function refuseOpenHomes(homes: Record<string, string | undefined>, how: string, fix = ''): void {
  const open = plantableHomes(homes);
  if (open.length)
    throw new ProofgateError(
      `agent: ${how} would read its settings and instructions from a folder another user may write (${open.join('; ')}), and what they leave there steers it (~/.claude/CLAUDE.md, ~/.codex/AGENTS.md); set it to a folder of this user's that only it may write, none above it writable by other users${fix}`,
      AGENT_EXIT.cannotRun,
    );
}

/** Drops, where the agent wrote in place (bwrap, none), what of its writable paths could steer a later step. */
function screenInPlace(s: IsolationSetup, before: Listing): Dropped[] {
  const [root, writable, progress] = [s.cwd, s.writable, s.progress];
  const { files, folders, dropped } = screenOutputs(root, writable, before, s.givenSecrets, s.outputs);
  const left = [...removeDropped(root, dropped), ...plainModes(root, [...folders, ...files])];
  const line = droppedLine(dropped, 'removed', s.givenSecrets);
  if (line) progress(line);
  if (left.length)
    progress(
      `agent: could not remove ${left.map((rel) => JSON.stringify(rel)).join(', ')} from its writable paths, or take their setuid, setgid or shared-write bits off; remove them before another step runs`,
    );
  return dropped;
}

/**
 * What shows the agent, by another path, what `kept` holds (folders closed by their own inode, so
 * a path that never passes it is open): the folders of the runner's `files` outside them, and every
 * mount point showing what lies inside one of them elsewhere (a job container's `/github/workflow`,
 * `/github/file_commands`). A folder holding the agent's own `workdir` stays open (the agent could
 * not start): of the runner's files there, each is closed alone.
 */
function shownElsewhere(kept: string[], files: (string | undefined)[], workdir: string): { path: string; dir: boolean }[] {
  const passed = (p: string) => inside(workdir, p);
  const named = files.filter((f): f is string => !!f && !kept.some((k) => inside(f, k)));
  const folders = [...new Set(named.map(dirname).filter((d) => !passed(d)))];
  const alone = named.filter((f) => passed(dirname(f)));
  const mounts = mountedFrom([...kept, ...folders]).filter((at) => !passed(at));
  return [...folders, ...alone, ...mounts].flatMap((path) => {
    const st = lstatSync(path, { throwIfNoEntry: false });
    return st ? [{ path, dir: st.isDirectory() }] : [];
  });
}

/** Sets up the chosen isolation; the caller runs the agent, then calls finish(). */
export async function isolate(s: IsolationSetup): Promise<Isolated> {
  const chosen = choose(s);
  const { isolation, priv } = chosen;
  const unconfined = !confining(chosen);
  const tmpdir = join(s.workdir, 'tmp');
  const homeDir = join(s.workdir, 'home');
  // Its own: agents running at once never read each other's temporary files.
  await mkdir(tmpdir, { mode: 0o700 });
  const writable = bare(s.writable);
  // An unconfined agent could write in them: then they are compared as everything else.
  const shared = unconfined ? [] : bare(s.shared ?? []);
  // The tree's own `.git` entry is watched (a file naming another folder is a change); what is in
  // a git folder is watched only where it could make a later git run a program (gitControl).
  const inGit: Skip = (rel, name) => rel !== '.git' && (rel.startsWith('.git/') || name === '.git');
  const outside: Skip = (rel, name, kind) => inGit(rel, name, kind) || isWritable(rel, s.writable) || within(rel, shared);
  /**
   * Looks, before the run, at the tree at `root` as the agent could change it: its files but
   * `skip`, every git folder it uses, `user` (this user's git settings). The look it returns,
   * taken after the run, names what changed but `allowed`. The git folders are found now: a `.git`
   * file or an include the agent writes names nothing walked.
   */
  const look = (root: string, skip: Skip, user: string[], allowed: string[], files = snapshot(root, skip)) => {
    const folders = treeGitFolders(root);
    const sign = (f: Snapshot) => new Map([...f, ...gitControl(root, folders, user)]);
    const before = sign(files);
    return () => changedPaths(before, sign(snapshot(root, skip, before)), allowed);
  };
  // Unconfined, an agent run in a staged folder reaches the tree it was staged from by absolute
  // path: that tree (its git folders, what git ignores) is watched as the one it runs in, nothing
  // there writable, its entries named by absolute path.
  const lookAtSources = () => {
    const looks = (unconfined ? (s.stagedFrom ?? []) : []).map((root) => {
      const changed = look(root, inGit, [], []);
      return () => changed().map((p) => (isAbsolute(p) ? p : join(root, p)));
    });
    return () => looks.flatMap((changed) => changed());
  };
  // A writable file the agent turned into something else (a folder of files of its choosing) is a change.
  const notFiles = (root: string) =>
    s.writable.filter((w) => !w.endsWith('/') && lstatSync(join(root, w), { throwIfNoEntry: false })?.isFile() === false);
  // A secret of the tree at `root` that is not agent config (named as that).
  const secretIn = (root: string): Skip => {
    const config = agentConfigIn(root);
    return (rel, name, kind) => name !== '.git' && !config(rel, name, kind) && (s.secret?.(rel) ?? false);
  };
  const isConfig = agentConfigIn(s.cwd);
  const secret = secretIn(s.cwd);
  const real = (p: string | undefined) => (p && isAbsolute(p) ? (statSync(p, { throwIfNoEntry: false }) ? realpathSync(p) : p) : undefined);
  // Every folder the agent must not reach, by its real path: a link to one closes and hides the same folder.
  const trees = [s.cwd, ...(s.guarded ?? [])].flatMap((t) => [t, ...enclosingRepository(t)]);
  // A worktree's or submodule's .git is a file naming a git folder elsewhere: the repository's own,
  // with its config; and the repository's own working tree beside it (a worktree's main checkout).
  const gitDirsOf = trees.flatMap(gitDirs);
  const beside = gitDirsOf.filter((d) => basename(d) === '.git').map((d) => dirname(d));
  const guarded = [...trees, ...gitDirsOf, ...beside, s.runnerTemp, s.home].map(real);
  const kept = [...new Set(guarded.filter((d): d is string => !!d && d !== '/'))];
  // Unconfined, nothing is closed: the mount table is not read.
  const elsewhere = unconfined ? [] : shownElsewhere(kept, (s.runnerFiles ?? []).map(real), realpathSync(s.workdir));
  const closable = [...kept, ...elsewhere.filter((e) => e.dir).map((e) => e.path)];
  const protectedPaths = [...closable, realpathSync(s.workdir)];
  const install = agentInstall(
    s.file,
    s.args,
    s.pathVar,
    protectedPaths,
    trees.map((t) => real(t) ?? t),
  );
  const undo: (() => void)[] = [];
  // A confined agent starts in a session keyring of its own (the one this process inherited may hold a runner's token).
  const keyring = () => {
    const fresh = freshKeyring();
    if (fresh.why) s.progress(`agent: ${fresh.why}`);
    return fresh.args;
  };
  // Folders closed to the agent user: opened again only once no process of that user is left.
  const reopen: (() => void)[] = [];

  // The same user with nothing between: the agent could read this process's environment. Only by
  // choice (`none`) or outside CI; leftovers are found by a marker in their environment.
  const sameUser = (
    cwd: string,
    finish: () => Promise<Finished>,
    o: { home?: string | null; configInReach?: string[]; writableByOthers?: string[] } = {},
  ): Isolated => {
    const marker = `PROOFGATE_AGENT_RUN=${randomBytes(12).toString('hex')}`;
    const [name, value] = marker.split('=') as [string, string];
    return {
      isolation,
      confinement: 'unconfined',
      agentUid: null,
      cwd,
      env: { ...(o.home ? { HOME: o.home } : {}), TMPDIR: tmpdir, [name]: value },
      configInReach: o.configInReach ?? [],
      writableByOthers: o.writableByOthers ?? [],
      wrap: (args) => ({ file: install.exec, args }),
      reaper: (pid) => markedReaper(pid, marker),
      throughInit: false,
      finish,
    };
  };

  try {
    if (isolation === 'none') {
      // A CLI finds its project root by the `.git` above it and reads config up to it (and beyond);
      // a staged folder (the blind reviewer's) is the run's own, in no repository of the change.
      const root = s.stagedFrom?.length ? null : repositoryFrom(s.cwd);
      const config = configUpToRoot(root ?? s.cwd, s.cwd);
      reportHidden(config, 'isolation none: the agent can read and follow', CONFIG, s.progress);
      if (s.secret) reportHidden(findEntries(s.cwd, secret), 'isolation none: the agent can read', SECRETS, s.progress);
      const above = plantable(s.cwd) ?? plantable(tmpdir);
      if (above)
        s.progress(
          `agent: isolation none: what another user writes above the agent's working folder or its TMPDIR (${above}) can steer it: a CLI reads its instructions from every folder up to / (CLAUDE.md, AGENTS.md, .env)`,
        );
      const homes = plantableHomes({ HOME: s.home, ...s.configHomes });
      if (homes.length)
        s.progress(
          `agent: isolation none: what another user writes in a folder the agent reads its settings and instructions from (${homes.join('; ')}) can steer it: a CLI reads ~/.claude/CLAUDE.md and settings.json, ~/.codex/AGENTS.md, hooks.json and .env there; set it to a folder of this user's that only it may write`,
        );
      const changedHere = look(s.cwd, outside, userGitFiles(), writable);
      const changedThere = lookAtSources();
      const outputs = listOutputs(s.cwd, s.writable);
      return sameUser(
        s.cwd,
        () => {
          const dropped = screenInPlace(s, outputs);
          return Promise.resolve({ tampered: [...changedHere(), ...changedThere(), ...notFiles(s.cwd)].sort(), dropped });
        },
        { configInReach: config, writableByOthers: [...(above ? [`above its working folder or TMPDIR: ${above}`] : []), ...homes] },
      );
    }

    if (isolation === 'copy') {
      const box = join(s.workdir, 'box');
      const tree = join(box, 'tree');
      const removed: string[] = [];
      const secrets: string[] = [];
      const leaveOut: Skip = (rel, name, kind) => {
        if (name === '.git') return true;
        if (isConfig(rel, name, kind)) removed.push(rel);
        else if (secret(rel, name, kind)) secrets.push(rel);
        else return false;
        return true;
      };
      // Links in the writable folders are left out, so an agent writing its output there cannot be
      // sent through a link the pull request planted.
      copyTree(s.cwd, tree, leaveOut, (rel) => isWritable(rel, s.writable));
      reportHidden(removed, "removed from the agent's copy", CONFIG, s.progress);
      reportHidden(secrets, "left out of the agent's copy", SECRETS, s.progress);
      const left = new Set([...removed, ...secrets]);
      const outputs = listOutputs(tree, s.writable);
      const files = snapshot(s.cwd, outside);
      // An agent can still name the original tree by absolute path: look there too.
      const changedInOriginal = look(s.cwd, outside, userGitFiles(), writable, files);
      const changedThere = lookAtSources();
      // What the copy should still hold: the tree's files as they were, minus what was left out of the copy.
      const expected = new Map([...files].filter(([rel]) => !within(rel, ['.git', ...left])));
      const compare = (): Finished => {
        const inCopy = changedPaths(expected, snapshot(tree, outside, expected), writable);
        const { files, dropped } = screenOutputs(tree, s.writable, outputs, s.givenSecrets, s.outputs);
        const line = droppedLine(dropped, 'did not copy back', s.givenSecrets);
        if (line) s.progress(line);
        copyBack(tree, s.cwd, files);
        return { tampered: [...new Set([...inCopy, ...changedInOriginal(), ...changedThere(), ...notFiles(tree)])].sort(), dropped };
      };
      if (!priv) return sameUser(tree, () => Promise.resolve(compare()), { home: sameUserHome(s, homeDir) });

      // Its HOME is a fresh one; a settings folder its environment names is read from this machine's.
      refuseOpenHomes({ ...s.configHomes }, 'a copy run as a user of its own');
      const uid = freshUid();
      checkReachable(install, s.file, closable);
      fillHome(homeDir, s.home, s.credentials);
      chmodSync(s.workdir, 0o711); // the agent user passes through to its own folders, and lists nothing
      // The agent creates its outputs in the copy: a writable folder becomes its own with all it
      // holds; a writable file's folder (the copy's root, for test-review.md) only itself, and the
      // file: what else it holds keeps its owner, so a credential of mode 0600 stays closed.
      const folders = new Set<string>();
      const fileFolders = new Set<string>();
      for (const w of s.writable) {
        const abs = join(tree, w.replace(/\/$/, ''));
        const folder = w.endsWith('/') || lstatSync(abs, { throwIfNoEntry: false })?.isDirectory();
        mkdirSync(folder ? abs : dirname(abs), { recursive: true });
        if (folder) folders.add(abs);
        else {
          fileFolders.add(dirname(abs));
          if (lstatSync(abs, { throwIfNoEntry: false })?.isFile()) fileFolders.add(abs);
        }
      }
      lend(priv, uid, [homeDir, tmpdir, ...folders], undo, s.progress, [...fileFolders]);
      // The copy sits in a folder only the agent's group may pass through: reviewers run at once,
      // each as a user of its own, never read one another's copy (a folder's name is no secret).
      asRoot(priv, [priv.chown, `:${uid}`, '--', box], 'open the copy to the agent user');
      asRoot(priv, [priv.chmod, '0710', '--', box], "close the agent's copy to other users");
      // Nothing of the tree, the folders it was staged from or sits in, the runner's temp folder or this user's home is open to the agent user meanwhile.
      closeWhile(priv, uid, closable, reopen);
      // No mount namespace hides what the system keeps open to every user: a mounted service account token, registry logins.
      // Nor a file of theirs mounted elsewhere, or a runner's file whose folder stays open (it holds the run's own).
      closeSystemSecrets(priv, uid, [...systemSecrets(s.pathVar), ...elsewhere.filter((e) => !e.dir)], reopen);
      // Nor what every user may write outside the temp folders: a tool cache opened with chmod -R 777 (GitHub's hosted images).
      const { failed: openLeft, folders: everyoneWrites } = closeWorldWritable(priv, uid, [s.workdir, homeDir, tmpdir], reopen);
      if (openLeft)
        s.progress(
          `agent: could not close every file and folder every user may write to the agent's user (${openLeft}); check them before another step runs`,
        );
      const pidns = pidNamespace(priv);
      // The pid namespace dies with its first process, a root shell that ends with proofgate; without
      // one, a root shell watching proofgate kills the agent and every process of its uid once proofgate is gone.
      const life = pidns.args.length ? namespaceInit(priv) : diesWithProofgate(priv, uid);
      undo.push(life.release);
      const tie = pidns.args.length ? [...pidns.args, ...life.args] : life.args;
      s.progress(
        `agent: running as a user of its own (uid ${uid}) in a copy of the tree; only ${writable.join(', ') || 'nothing'} is copied back`,
      );
      if (pidns.why) s.progress(`agent: ${pidns.why}: a process it leaves is found in /proc and killed`);
      const env = { HOME: homeDir, TMPDIR: tmpdir };
      return {
        isolation,
        confinement: 'agent-user',
        agentUid: uid,
        cwd: tree,
        env,
        configInReach: [],
        writableByOthers: [],
        wrap: (args, agentEnv) => {
          const [file, ...rest] = [
            ...priv.prefix,
            ...tie,
            ...dropTo(priv, uid),
            ...envAfterSudo(priv, agentEnv),
            ...keyring(),
            install.exec,
            ...args,
          ];
          return { file: file!, args: rest };
        },
        reaper: () => ({ ...uidReaper(priv, uid), ...(life.survivors ? { survivors: life.survivors } : {}) }),
        throughInit: pidns.args.length > 0,
        finish: () => {
          life.release(); // the run is over: what is left of it goes (released again, as nothing, with the rest of undo)
          if (processesOf(uid).length > 0 && !signalUid(priv, uid, 'SIGKILL')) {
            // A process left could make a hard link to what would be given back: nothing is.
            s.progress(
              `agent: processes of the agent's user (uid ${uid}) outlived every kill; ${closable.join(', ')} stay closed to other users, and what was lent to it stays its own`,
            );
            return Promise.resolve(compare());
          }
          // Before anything is given back: every inode the agent made still carries its uid, a hard
          // link it made in /tmp to a file of its TMPDIR included.
          removeLeftBy(priv, uid, everyoneWrites, realpathSync(s.workdir), s.progress);
          runUndo(undo);
          runUndo(reopen);
          return Promise.resolve(compare());
        },
      };
    }

    // bwrap: the filesystem refuses every write outside the writable paths, so nothing can be tampered with.
    const placeholders: string[] = [];
    const binds: string[] = [];
    for (const w of s.writable) {
      const abs = join(s.cwd, w.replace(/\/$/, ''));
      const st = await stat(abs).catch(() => null);
      if (!st) {
        if (w.endsWith('/')) await mkdir(abs, { recursive: true });
        else {
          // A missing file is created empty to be bound, and removed again if the agent leaves it empty.
          await mkdir(join(abs, '..'), { recursive: true });
          await writeFile(abs, '');
          placeholders.push(abs);
        }
      }
      binds.push(abs);
    }
    const config = findEntries(s.cwd, isConfig);
    const secrets = findEntries(s.cwd, secret);
    // Run as this user, the agent could read what an earlier step kept for this user alone (a
    // credentials file of mode 0600): it finds the tree as another user would.
    const closed = priv ? [] : privateEntries(s.cwd).filter((rel) => !within(rel, writable) && !writable.some((w) => within(w, [rel])));
    const hidden: { path: string; dir: boolean }[] = [];
    // Covered where they are: a folder by an empty one, anything else by an empty file (through a
    // link by default: a dangling link shows the agent nothing anyway).
    const hide = async (root: string, rels: Iterable<string>, look: typeof stat = stat) => {
      for (const rel of rels) {
        const st = await look(join(root, rel)).catch(() => null);
        if (st) hidden.push({ path: join(root, rel), dir: st.isDirectory() });
      }
    };
    await hide(s.cwd, new Set([...config, ...secrets, ...closed]));
    reportHidden(config, 'hid', CONFIG, s.progress);
    reportHidden(secrets, 'hid', SECRETS, s.progress);
    reportHidden(closed, 'hid', PRIVATE, s.progress);
    const emptyFile = join(s.workdir, 'empty');
    await writeFile(emptyFile, '');

    // No repository, as in a copy: git's objects hold every secret file the tree hides (and its
    // history), and its config the token actions/checkout persisted. The agent reads the diff file.
    // A second repository checked out inside the tree holds its own token: every .git, at any depth.
    await hide(s.cwd, gitEntries(s.cwd), lstat);
    const replaced: { from: string; at: string }[] = [];
    const homeAt = real(s.home) ?? homeDir;
    fillHome(homeDir, s.home, s.credentials);
    const uid = priv ? freshUid() : null;
    if (priv && uid !== null) {
      if (!(statSync(s.cwd).mode & 0o005)) {
        throw new ProofgateError(
          `agent: the tree under review (${s.cwd}) is not readable by other users, and the agent runs as a user of its own; make it readable (chmod o+rx), as a checkout is`,
          AGENT_EXIT.cannotRun,
        );
      }
      replaced.push(...agentAccount(s.workdir, uid, homeAt));
      lend(priv, uid, [homeDir, tmpdir, ...binds], undo, s.progress);
    }
    const readable = [...install.readable, ...showReadable(s.readable, realpathSync(s.cwd), protectedPaths)];
    // A folder shown beside the tree that lies in a guarded one (the agent's script in the
    // workspace, seen from the blind reviewer's staged folder) hides what the tree hides: every
    // .git, agent config and secret file in it.
    const realCwd = realpathSync(s.cwd);
    checkShown(install, s.file, [realCwd, ...readable]);
    const isDir = (d: string) => statSync(d, { throwIfNoEntry: false })?.isDirectory() ?? false;
    for (const dir of readable.filter((d) => isDir(d) && !inside(d, realCwd) && closable.some((c) => inside(d, c)))) {
      await hide(dir, gitEntries(dir), lstat);
      const [configThere, secretThere] = [agentConfigIn(dir), secretIn(dir)];
      await hide(
        dir,
        findEntries(dir, (rel, name, kind) => configThere(rel, name, kind) || secretThere(rel, name, kind)),
      );
    }
    // As this user, the agent keeps its uid and every supplementary group (a user namespace cannot
    // drop them; GitHub's runner user is in docker, adm and systemd-journal): what /etc and every
    // folder shown beside the tree keep for this user or its groups alone (a 0640 file of root's
    // docker group, a 0600 file of its own) is hidden as the tree's is. The system folders (/usr,
    // /etc, …) are covered silently: they are the machine's, not the run's.
    if (uid === null) {
      hidden.push(...systemPrivate(SYSTEM_FOLDERS));
      for (const dir of readable.filter(isDir)) {
        const own = privateEntries(dir);
        await hide(dir, own);
        reportHidden(
          own.map((rel) => join(dir, rel)),
          'hid',
          PRIVATE,
          s.progress,
        );
      }
    }
    // The folders above the tree, the agent's home and its TMPDIR are the sandbox's own, but where it shows them from this machine.
    const shownAbove = plantableShown([realCwd, homeAt, tmpdir], [...SYSTEM_FOLDERS, ...readable]);
    if (shownAbove)
      throw new ProofgateError(
        `agent: bwrap would show the agent a folder above its working folder, home or TMPDIR that another user may write (${shownAbove}), and a CLI reads its instructions from every folder up to / (CLAUDE.md, AGENTS.md, .env); move the tree out of the system's folders`,
        AGENT_EXIT.cannotRun,
      );
    // A settings folder the agent's environment names is shown from this machine where it lies in a shown folder.
    const shownHomes = Object.entries(s.configHomes ?? {}).filter(([, dir]) =>
      [...SYSTEM_FOLDERS, ...readable].some((r) => inside(real(dir) ?? dir, r)),
    );
    refuseOpenHomes(Object.fromEntries(shownHomes), 'an agent under bwrap');
    const outputs = listOutputs(s.cwd, s.writable);
    const prefix = bwrapArgs({
      cwd: s.cwd,
      tmpdir,
      home: { from: homeDir, at: homeAt },
      readable,
      writable: binds,
      hidden,
      replaced,
      systemSecrets: [...systemSecrets(s.pathVar), ...elsewhere],
      emptyFile,
    });
    const bin = bwrapPath()!;
    // bwrap's --die-with-parent comes too late (set once the sandbox is set up): the first process
    // of the sandbox holds proofgate's lifeline and ends the sandbox at its end; through sudo, which
    // outlives a proofgate killed outright, a root shell watching proofgate also kills bwrap.
    const life = sandboxTie(priv?.mkfifo ?? systemMkfifo(), priv?.via === 'sudo' && uid !== null ? { p: priv, uid } : undefined);
    undo.push(life.release);
    const env = { HOME: homeAt, TMPDIR: tmpdir };
    return {
      isolation,
      confinement: uid === null ? 'namespaces' : 'agent-user',
      agentUid: uid,
      cwd: s.cwd,
      env,
      configInReach: [],
      writableByOthers: [],
      wrap: (args, agentEnv) => {
        const drop = priv && uid !== null ? [...dropTo(priv, uid), ...envAfterSudo(priv, agentEnv)] : [];
        const [file, ...rest] = [
          ...(priv?.prefix ?? []),
          ...life.outer,
          bin,
          ...prefix,
          ...life.inner,
          ...drop,
          ...keyring(),
          install.exec,
          ...args,
        ];
        return { file: file!, args: rest, fds: life.fds };
      },
      reaper: (pid) => ({ ...(priv && uid !== null ? uidReaper(priv, uid) : groupReaper(pid, 'bwrap')), survivors: life.survivors }),
      throughInit: true,
      // Synchronous, so that a run told to stop leaves no empty placeholder to pass for an output.
      finish: () => {
        runUndo(undo);
        for (const p of placeholders) {
          const st = lstatSync(p, { throwIfNoEntry: false });
          if (st?.isFile() && st.size === 0) rmSync(p);
        }
        return Promise.resolve({ tampered: [], dropped: screenInPlace(s, outputs) });
      },
    };
  } catch (err) {
    runUndo(undo);
    runUndo(reopen); // nothing was started
    throw err;
  }
}
