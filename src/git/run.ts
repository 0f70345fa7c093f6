import { spawn } from 'node:child_process';
import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { gitMemo } from './run-memo.js';
import { findExecutable, pathOutsideCheckout } from './programs.js';
import { CONFIG_LISTING, refuseSuppliedSettings } from './config-files.js';
import { refuseSuppliedAlternates } from './alternates.js';
import { RENAME_LIMIT } from './diff-settings.js';
import { refuseOddGitFiles } from './git-dirs.js';
import { ProofgateError } from '../text/errors.js';

/**
 * Every git call goes through here: literal pathspecs (no `:(top)` magic from a
 * file name), no pager, no external diff or textconv driver from the repository,
 * and no replacement objects (`refs/replace`) or grafts (`info/grafts`): an object
 * id names the bytes it is the hash of and a commit its own parents, as the pull
 * request's repository holds them, in every call.
 */
/**
 * Settings over any config file: git's own look at every file it stats (no fsmonitor hook, which a
 * repository's config could name as a command, or daemon answering for it; ctime, every stat field,
 * the executable bit and links compared, so a same-size edit with its mtime put back is still
 * seen), no hook of the repository run (git status rewriting the index ran post-index-change), and
 * no advice (the hint that grafts are deprecated, which GIT_GRAFT_FILE prompts, would stand in for
 * git's error), and names compared case by case (a clone made on macOS or Windows carries
 * core.ignoreCase: on Linux an untracked `A.js` beside a tracked `a.js` was then never listed).
 * What git prints for proofgate to parse or hash is the runner's config's to change in no command
 * (log, show, reflog as much as diff): no gpg lines before the formatted ones (log.showSignature),
 * no refusal to hash a file autocrlf would rewrite (core.safecrlf, meant as a warning), one rename
 * limit (past a lower one renames are lost) and one form for a submodule's change.
 */
const CONFIG: [string, string][] = [
  ['core.fsmonitor', 'false'],
  ['core.trustctime', 'true'],
  ['core.checkStat', 'default'],
  ['core.fileMode', 'true'],
  ['core.symlinks', 'true'],
  ['core.ignoreCase', 'false'],
  ['core.hooksPath', '/dev/null'],
  ['advice.graftFileDeprecated', 'false'],
  ['log.showSignature', 'false'],
  ['core.safecrlf', 'false'],
  ['diff.renameLimit', String(RENAME_LIMIT)],
  ['diff.submodule', 'short'],
  // No exclude file of this machine's (core.excludesFile, any scope, or git's default
  // ~/.config/git/ignore): one planted there hid a new file from a working-tree scope and every check
  // of the tree. Only the tree's .gitignore files hide one (untracked.ts).
  ['core.excludesFile', '/dev/null'],
  // The config twins of GIT_NO_REPLACE_OBJECTS and GIT_GRAFT_FILE: git reads its config after those
  // variables, so core.useReplaceRefs=true in any file scope put replacement objects back, and a
  // commit-graph file supplies parents git never checks against the commit (a graft by another name).
  ['core.useReplaceRefs', 'false'],
  ['core.commitGraph', 'false'],
];

export const GIT_SETTINGS: Record<string, string> = {
  GIT_LITERAL_PATHSPECS: '1',
  // No optional lock: git status refreshing the index wrote the checkout's .git/index (and took
  // index.lock, failing a git command of the user's at the same moment). A check writes nothing it
  // checks: a sparse checkout's skip-worktree bit, cleared by git for a file written back, stays.
  GIT_OPTIONAL_LOCKS: '0',
  GIT_TERMINAL_PROMPT: '0',
  // A partial clone fetches a blob it lacks when a command first needs it: a remote that accepts
  // the connection and never answers would hold the command (and a runner's job) for hours. Less
  // than a byte a second for a minute ends the fetch with git's reason (the caller's own
  // GIT_HTTP_LOW_SPEED_LIMIT/TIME, passed on, say otherwise).
  GIT_HTTP_LOW_SPEED_LIMIT: '1',
  GIT_HTTP_LOW_SPEED_TIME: '60',
  GIT_NO_REPLACE_OBJECTS: '1',
  GIT_GRAFT_FILE: '/dev/null',
  LC_ALL: 'C',
  // The same settings as git before 2.31 reads them, which ignores GIT_CONFIG_COUNT without a word
  // (Debian 11's git is 2.30): every git reads one or the other. The form `-c` passes on to git's children.
  GIT_CONFIG_PARAMETERS: CONFIG.map(([key, value]) => `'${key}=${value}'`).join(' '),
  GIT_CONFIG_COUNT: String(CONFIG.length),
  ...Object.fromEntries(
    CONFIG.flatMap(([key, value], i) => [
      [`GIT_CONFIG_KEY_${i}`, key],
      [`GIT_CONFIG_VALUE_${i}`, value],
    ]),
  ),
};
/**
 * What git may still read from the caller: its user's and machine's config (a container's
 * `safe.directory` lives there), and how to reach the remote when a partial clone fetches a blob
 * lazily (an ssh agent, an ssh command, a proxy); PATH less the checkout's folders (gitEnv). Never GIT_DIR, GIT_WORK_TREE,
 * GIT_INDEX_FILE, the caller's GIT_CONFIG_COUNT/KEY/VALUE or GIT_CONFIG_PARAMETERS: those would change the answer.
 */
/** How a process reaches the network through a proxy: passed on to git and to an agent alike. */
export const PROXY_VARIABLES = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'];

const PASSED = [
  'HOME',
  'USERPROFILE',
  'TMPDIR',
  'TMP',
  'TEMP',
  'SYSTEMROOT',
  'GIT_CONFIG_GLOBAL',
  'GIT_CONFIG_SYSTEM',
  'SSH_AUTH_SOCK',
  'GIT_SSH',
  'GIT_SSH_COMMAND',
  'GIT_ASKPASS',
  'GIT_HTTP_LOW_SPEED_LIMIT',
  'GIT_HTTP_LOW_SPEED_TIME',
  ...PROXY_VARIABLES,
];

/**
 * git gets a small, known environment: no GIT_DIR, injected config or hooks path inherited from the
 * caller, and a PATH without the folders the pull request could have supplied (pathOutsideCheckout,
 * `root` the repository git works in): git finds every program it runs there, a filter driver the
 * caller's config names (`git-lfs`) among them.
 */
export function gitEnv(root?: string): Record<string, string> {
  const env: Record<string, string> = { ...GIT_SETTINGS };
  for (const k of PASSED) if (process.env[k] !== undefined) env[k] = process.env[k]!;
  const path = searchPath(root).path;
  if (path === undefined) delete env.PATH;
  else env.PATH = path;
  return env;
}

const found = new Map<string, { path: string | undefined; git: string | null }>();

/** The PATH git gets and the git found on it; worked out again only when what decides them changes. */
function searchPath(root: string | undefined): { path: string | undefined; git: string | null } {
  const key = [process.env.PATH, process.cwd(), process.env.GITHUB_WORKSPACE, root].join('\0');
  let at = found.get(key);
  if (!at) {
    const path = pathOutsideCheckout(root ? [root] : []);
    at = { path, git: findExecutable('git', path) };
    found.set(key, at);
  }
  return at;
}

/**
 * The git every call in `root` runs: the first on PATH outside the checkout (a checkout's
 * `node_modules/.bin`, put on PATH by `npm run` or an earlier step, holds what the pull request
 * commits there). None there is git not installed: never a bare `git`, which Node would look up
 * in a default folder list of its own.
 */
export function gitCommand(root?: string): string {
  const { git } = searchPath(root);
  if (!git) throw new ProofgateError('git is not installed: no `git` on PATH outside the checkout');
  return git;
}

/** The git command an argument list runs: its first word that is no option, nor the value of `-c` or `-C`. */
function subcommand(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-c' || args[i] === '-C') i++;
    else if (!args[i]!.startsWith('-')) return args[i]!;
  }
  return '';
}

/** The caller's variables that name a repository, work tree or index for git: gitEnv never passes them on. */
const NAMING_REPOSITORY = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE'];

/**
 * The error for a folder git cannot open, in one line. A repository owned by another user (a
 * container job, a checkout made as another user) is refused by git for every command; the way on
 * is in lines after its first, so the line names it, with the folder git named.
 */
export function openError(cwd: string, why: string): ProofgateError {
  if (/not a git repository/i.test(why)) {
    // gitEnv drops these on purpose; a user whose repository they name (a bare one, dotfiles style)
    // would otherwise be told no more than that git found none.
    const named = NAMING_REPOSITORY.filter((k) => process.env[k]);
    if (named.length) {
      const [are, them] = named.length > 1 ? ['are', 'them'] : ['is', 'it'];
      return new ProofgateError(
        `not a git repository: ${cwd}; ${named.join(', ')} ${are} set, but proofgate ignores ${them} (such variables would change git's answers) and reads the repository of the folder it runs in (a .git there or above): run it in a clone or a worktree that has its own .git`,
      );
    }
    return new ProofgateError(`not a git repository: ${cwd} (run inside a clone, or check out the repository first)`);
  }
  // eslint-disable-next-line proofgate/no-trailing-run -- linear enough (#658): `.*` starts only after the 37-character literal, which cannot overlap itself, and `why` is git's refusal naming the folder proofgate runs in, not text from a change
  const dubious = /dubious ownership in repository at '(.*)'/i.exec(why);
  if (dubious)
    return new ProofgateError(
      `git refuses ${dubious[1]}: it belongs to another user than the one running proofgate (a container job, a checkout made as another user); trust it with \`git config --global --add safe.directory ${dubious[1]}\` in a step before, or run as its owner`,
    );
  return new ProofgateError(`git could not open ${cwd}: ${why.trim().split('\n')[0]}`);
}

/**
 * Why git could not be started in `cwd`: Node reports a missing folder and a missing git
 * alike (`spawn git ENOENT`), so the folder is looked at to tell them apart.
 */
export function startError(cwd: string, err: { code?: unknown; message: string }): ProofgateError {
  if (err.code !== 'ENOENT') return new ProofgateError(`git could not be started in ${cwd}: ${err.message}`);
  if (!existsSync(cwd)) return new ProofgateError(`no such folder: ${cwd}`);
  return new ProofgateError('git is not installed: no `git` on PATH');
}

/**
 * Why git failed, in one line: its own error, not a hint printed before it. A partial clone
 * (`--filter=blob:none`, `tree:0`; actions/checkout's `filter:`) fetches each object it lacks from
 * its promisor remote when a command first needs it; where that remote cannot be reached (offline,
 * moved, no credentials) git's first line is the transport's (`'/x' does not appear to be a git
 * repository`), which names neither the object nor the clone, so the fetch's own line is the
 * reason, with the way on.
 */
export function gitReason(stderr: string, code: number | null): string {
  const lines = stderr.split('\n').map((l) => l.trim());
  const lazy = lines.find((l) => /could not fetch \S+ from promisor remote/i.test(l));
  if (lazy) {
    const transport = lines.find((l) => l && l !== lazy && !l.startsWith('hint:'))?.replace(/^(fatal|error): /, '');
    return `${lazy} (${transport ?? 'no reason given'}): this is a partial clone, and the objects it lacks cannot be fetched; check out without a filter (actions/checkout with no \`filter:\`, git clone with no \`--filter\`), or run where the clone's remote can be reached`;
  }
  return lines.find((l) => l && !l.startsWith('hint:')) ?? `exit ${code}`;
}

export interface GitProcess {
  /** Written to git's stdin, then closed. */
  stdin?: string;
  /** Added to git's small, known environment (e.g. GIT_INDEX_FILE). */
  env?: Record<string, string>;
  /** The most bytes of output runGit takes (OUTPUT_MAX_BYTES unless told): past them git is stopped and `tooMuch` thrown. */
  maxBytes?: number;
  tooMuch?: () => Error;
}

/**
 * The most output runGit holds of one git process, well under the longest string V8 makes
 * (2^29 - 24 characters), which, once passed, ended a command in "unexpected error".
 */
export const OUTPUT_MAX_BYTES = 256 * 1024 * 1024;

/** A git command that exited non-zero: git's first line of stderr (or its exit code) in the message. */
export class GitFailed extends ProofgateError {
  constructor(
    command: string,
    readonly why: string,
  ) {
    super(`git ${command} failed: ${why}`);
  }
}

/**
 * `git <args>` in `root` as its own process, each chunk of its output handed to `onOutput` as it
 * arrives; settled when git closes it (nothing waits on a timer, even for a command that prints
 * nothing); any non-zero exit rejects, and so does `onOutput` throwing (git is stopped).
 */
function spawnGit(root: string, args: string[], { stdin = '', env = {} }: GitProcess, onOutput: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    // Nothing to write is no pipe at all: closing an empty one git has already left fails with EPIPE,
    // and the socket's clean-up then builds process.stderr (several ms of a command's start).
    const child = spawn(gitCommand(root), args, {
      cwd: root,
      env: { ...gitEnv(root), ...env },
      stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    const stderr: Buffer[] = [];
    let failed: Error | undefined;
    child.stdout!.on('data', (d: Buffer) => {
      if (failed !== undefined) return;
      try {
        onOutput(d);
      } catch (err) {
        failed = err instanceof Error ? err : new Error(String(err));
        child.kill();
      }
    });
    child.stderr!.on('data', (d: Buffer) => stderr.push(d));
    child.on('error', (err) => reject(startError(root, err)));
    child.on('close', (code) => {
      if (failed !== undefined) return reject(failed);
      if (code === 0) return resolve();
      reject(new GitFailed(subcommand(args), gitReason(Buffer.concat(stderr).toString('utf8'), code)));
    });
    if (child.stdin === null) return;
    child.stdin.on('error', () => undefined); // git may exit before reading all of stdin; its exit code says why
    child.stdin.end(stdin);
  });
}

/** `git <args>` in `root`: its whole output (spawnGit). */
export async function runGit(root: string, args: string[], options: GitProcess = {}): Promise<string> {
  const { maxBytes = OUTPUT_MAX_BYTES, tooMuch } = options;
  // Decoded once whole: a character split between two chunks of the pipe stays one character.
  const stdout: Buffer[] = [];
  let bytes = 0;
  await spawnGit(root, args, options, (d) => {
    bytes += d.length;
    if (bytes > maxBytes)
      throw (
        tooMuch?.() ??
        new ProofgateError(`git ${subcommand(args)} printed more than ${maxBytes >> 20} MiB, more than proofgate reads of one command`)
      );
    stdout.push(d);
  });
  return Buffer.concat(stdout).toString('utf8');
}

/**
 * `git <args>` in `root` whose output is NUL-terminated records (`-z`): each handed to `onRecord`
 * as bytes as it arrives, one split between two chunks of the pipe joined first. What the caller
 * keeps is all that is held: a listing of the whole repository (the index of a checkout of 200,000
 * files is 15 MB) is never one string, so memory does not grow with the files a change leaves alone.
 */
export async function scanRecords(
  root: string,
  args: string[],
  onRecord: (record: Buffer) => void,
  options: GitProcess = {},
): Promise<void> {
  let rest: Buffer | undefined;
  await spawnGit(root, args, options, (chunk) => {
    let at = 0;
    for (let nul = chunk.indexOf(0); nul >= 0; nul = chunk.indexOf(0, at)) {
      const piece = chunk.subarray(at, nul);
      onRecord(rest ? Buffer.concat([rest, piece]) : piece);
      rest = undefined;
      at = nul + 1;
    }
    // A view of the tail would keep the whole chunk alive until the record ends: it is copied.
    if (at < chunk.length) rest = rest ? Buffer.concat([rest, chunk.subarray(at)]) : Buffer.from(chunk.subarray(at));
  });
  if (rest?.length) onRecord(rest);
}

/**
 * What makes git's answer for a top folder the same again: its `.git` (the same file or folder, of
 * the same owner: git refuses another user's) and the config that could trust or refuse it.
 */
function sameRepository(top: string): string {
  const git = lstatSync(join(top, '.git'), { throwIfNoEntry: false });
  return git
    ? [git.dev, git.ino, git.uid, git.mode, process.env.HOME, process.env.GIT_CONFIG_GLOBAL, process.env.GIT_CONFIG_SYSTEM].join('\0')
    : '';
}

/**
 * A path git printed on a line of its own, as it is: only git's line end is dropped. A folder's
 * name may end in a space or a line break, and a trimmed one is another folder (a sibling clone).
 */
export const gitLine = (out: string): string => (out.endsWith('\n') ? out.slice(0, -1) : out);

/**
 * The top folder git names holds the folder proofgate runs in: any other answer (a path misread)
 * would have every later git call read another repository.
 */
export function refuseOtherTop(cwd: string, top: string): void {
  const [here, there] = [realpathSync(cwd), realpathSync(top)];
  if (here !== there && !here.startsWith(there.endsWith(sep) ? there : there + sep))
    throw new ProofgateError(
      `git names ${JSON.stringify(top)} as the top folder of ${JSON.stringify(cwd)}, which is not inside it: refusing to read another folder's repository`,
    );
}

/**
 * The working tree's top folder, from one `git rev-parse`. Within a run (run-memo.ts) a folder that
 * is its own top is asked once while its `.git` stays the same one; below the top, a repository
 * made in between would be the answer, so git is asked every time.
 */
export async function toplevel(cwd: string): Promise<string> {
  return (await openTop(cwd, false)).top;
}

/**
 * The top folder for a command whose only git call this is (`review rules` and `review reviewers`
 * read the work tree's files themselves): `rev-parse --show-toplevel` runs no program, so git's
 * settings are not read for it (one git process fewer at start-up), and the answer is never kept
 * in the run's memo, where a later call would take it as checked.
 */
export async function toplevelOnly(cwd: string): Promise<string> {
  return (await openTop(cwd, false, false)).top;
}

/**
 * The top folder, and whether the clone is shallow when git was asked (not when the run's memo
 * answered): in the same `git rev-parse`, for a caller that asks next.
 */
export function toplevelAndShallow(cwd: string): Promise<{ top: string; shallow?: boolean }> {
  return openTop(cwd, true);
}

/**
 * Reads git's settings in `cwd` (CONFIG_LISTING), beside the call that opens the repository; what
 * it returns refuses, once the top folder is known, settings from a file the pull request controls
 * (refuseSuppliedSettings) and object stores borrowed from a folder it writes
 * (refuseSuppliedAlternates). Every command opens its repository before any git call that could run
 * a program. Before either, the files git opens on its own must be regular (refuseOddGitFiles): git
 * waits on a FIFO there forever.
 */
export function checkSettings(cwd: string): (top: string) => Promise<void> {
  refuseOddGitFiles(cwd);
  // Settled either way now: an open that fails says why itself, and this answer is then never asked.
  const listed = runGit(cwd, CONFIG_LISTING).then(
    (out) => ({ out }),
    (err: unknown) => ({ err }),
  );
  return async (top) => {
    const r = await listed;
    if ('err' in r) throw r.err;
    refuseSuppliedSettings(top, r.out);
    refuseSuppliedAlternates(top);
  };
}

async function openTop(cwd: string, shallow: boolean, checked = true): Promise<{ top: string; shallow?: boolean }> {
  const memo = gitMemo();
  const held = memo?.toplevels.get(cwd);
  if (held && held.seen === sameRepository(held.top)) return { top: held.top };
  if (!checked) refuseOddGitFiles(cwd);
  const settings = checked ? checkSettings(cwd) : () => Promise.resolve();
  try {
    const out = await runGit(cwd, ['rev-parse', '--show-toplevel', ...(shallow ? ['--is-shallow-repository'] : [])]);
    // The answer to --is-shallow-repository is the last line: a top folder's name may hold a newline.
    const asked = shallow ? /^([\s\S]*)\n(true|false)\n?$/.exec(out) : null;
    const top = asked ? asked[1]! : gitLine(out);
    await settings(top);
    refuseOtherTop(cwd, top);
    const seen = checked && top === cwd ? sameRepository(top) : '';
    if (memo && seen) memo.toplevels.set(cwd, { top, seen });
    return { top, ...(asked ? { shallow: asked[2] === 'true' } : {}) };
  } catch (err) {
    throw err instanceof GitFailed ? openError(cwd, err.why) : err;
  }
}
