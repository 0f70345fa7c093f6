import { isUtf8 } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import {
  accessSync,
  type BigIntStats,
  chmodSync,
  closeSync,
  constants,
  copyFileSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { dataMode } from './outputs.js';

/**
 * Files and folders an agent CLI reads from the tree it works in as instructions, skills, hooks,
 * plugins, settings or MCP servers (or package registries). A pull request controls them, so they
 * never reach the agent; matched by name at any depth. From the pinned CLIs' own code
 * (scripts/vendor-clis.mjs; test/agent/real-clis.test.ts plants each in a tree and checks that none
 * reaches the model):
 * - codex: AGENTS.md and AGENTS.override.md; `.codex/` (config.toml, skills/, hooks.json, rules/);
 *   `.agents/skills/` (skills) and `.agents/plugins/marketplace.json`, `.claude-plugin/` and
 *   `.cursor-plugin/marketplace.json` (a repository's plugin marketplaces); `.codex-plugin/` (a
 *   plugin's manifest); its importer of other agents' config reads CLAUDE.md, `.claude/`, `.cursor/`.
 * - claude: CLAUDE.md, CLAUDE.local.md, AGENTS.md; `.claude/` (settings, rules, skills, commands,
 *   agents, output styles, hooks); `.mcp.json`, `.claude.json`, `.lsp.json`, `.worktreeinclude`,
 *   `.claude-plugin/`, `.mcpb-cache/` (the files it guards as its own config); its importer reads
 *   `.agents/skills/`, `.codex/`, `.cursorrules`, `.cursor/`, GEMINI.md, `.gemini/`.
 * - gemini: GEMINI.md, `.gemini/`. Package managers the agent may run: `.npmrc`, `bunfig.toml`.
 * A file inside a plugin (hooks/hooks.json, SKILL.md, .app.json) is reached only through a
 * marketplace or folder above.
 * A custom agent may wrap any other CLI, so the project files of the others are hidden too, from
 * their documentation: GitHub Copilot CLI (`.github/copilot-instructions.md`, and under `.github/`
 * `instructions/`, `prompts/`, `agents/`, `chatmodes/`, `skills/`, `hooks/`: its hooks run shell
 * commands); opencode (`opencode.json(c)`, `.opencode/`: its plugins and tools are code it runs);
 * Kiro (`.kiro/`: steering, hooks, MCP); Amazon Q (`.amazonq/`); Windsurf (`.windsurfrules`,
 * `.windsurf/`); Cline (`.clinerules`); Roo (`.roo/`, `.roorules`, `.roomodes`); Kilo (`.kilocode/`);
 * Continue (`.continue/`, `.continuerc.json`); Aider (`.aider.conf.yml`, `.aider.model.*`); Goose
 * (`.goosehints`); Junie (`.junie/`); Qwen Code (`QWEN.md`, `.qwen/`); Crush (`CRUSH.md`,
 * `crush.json`, `.crush.json`); Warp (`WARP.md`); Amp (`AGENT.md`); Zed (`.rules`); Augment
 * (`.augment/`, `.augment-guidelines`); Trae (`.trae/`).
 * Measured with the real CLIs (strace of a one-shot run: Copilot CLI 1.0.102, Gemini CLI 0.61.0,
 * opencode 1.18.33, Qwen Code 0.24.4; Crush 0.96.1 from its source): Copilot runs the hooks of
 * `.github/copilot/settings(.local).json` and starts the servers of `.github/mcp.json`, reads
 * `.github/lsp.json` (server commands) and `.github/allowed_models.txt`, and loads plugins and
 * extensions (`.github/plugin(s)`, `.github/plugin.json`, `.plugin/`, `.github/extensions/`);
 * opencode reads CONTEXT.md as instructions; Crush runs `.crushrc`/`crushrc` as shell scripts and
 * reads CRUSH.local.md. Ignore files hide files from an agent's own read and search tools, so one
 * the pull request writes could keep the code under review out of the agent's sight: every
 * `.<word>ignore` dotfile (`.geminiignore`, `.cursorindexingignore`, `.augmentignore`, ripgrep's
 * `.ignore` and `.rgignore`, which apply without a repository) but the few no agent CLI reads,
 * kept for the review: `.gitignore` (the tree has no `.git`, so it does not apply), `.dockerignore`,
 * `.npmignore`, `.prettierignore`, `.eslintignore`.
 * Names are families, not one CLI's spelling (hazard 527): an MCP server list (`mcp.json`,
 * `mcp_config.json`) at the root or in any dot-folder (Copilot CLI's `.vscode/mcp.json`,
 * Factory's `.factory/mcp.json`); `.roo`/`.kilocode`/`.cline` rules and modes with their per-mode
 * suffix; the dot-folders of Factory (`.factory/`: droids, hooks), OpenHands (`.openhands/`:
 * microagents, setup.sh), goose (`.goose/`), Crush (`.crush/`), Tabnine (`.tabnine/`) and
 * Firebase Studio (`.idx/`); Amazon Q's `AmazonQ.md`, opencode's older `opencode.md` and
 * `.opencode.json`.
 */
const AGENT_CONFIG = [
  /^\.(claude|gemini|codex|agents|cursor|mcpb-cache)$/i,
  /^\.(claude|codex|cursor)-plugin$/i,
  /^(CLAUDE|AGENTS).*\.md$/i,
  /^(GEMINI|QWEN|CRUSH|WARP|AGENT|OPENCODE|AMAZONQ)(\.local)?\.md$/i,
  /^CONTEXT\.md$/i,
  /^\.?crushrc$/i,
  /^\.(?!(git|docker|npm|prettier|eslint)ignore$)[\w.-]*ignore$/i,
  /^\.(mcp|claude|lsp|crush|continuerc|opencode)\.json$/i,
  /^\.(roo|kilocode|cline)(rules(-[\w-]+)?|modes)$/i,
  /^\.(cursorrules|worktreeinclude|windsurfrules|goosehints|rules|augment-guidelines)$/i,
  /^\.(opencode|kiro|amazonq|windsurf|roo|kilocode|continue|junie|qwen|augment|trae|plugin|factory|openhands|goose|crush|tabnine|idx)$/i,
  /^(opencode\.jsonc?|crush\.json|copilot-instructions\.md)$/i,
  /^\.aider\.(conf\.ya?ml|model\.(settings\.ya?ml|metadata\.json))$/i,
  /^\.npmrc$/i,
  /^bunfig\.toml$/i,
];
/**
 * Generic names that are agent configuration only where they sit: in a `.github` folder, or (an
 * MCP server list) at the root or in any dot-folder. Each starts with a dot-folder, so only a link
 * named with a dot can lead the agent to one the walk sees under another path (agentConfigIn).
 */
const PLACED_AGENT_CONFIG = [
  /(?:^|\/)\.github\/(?:instructions|prompts|agents|chatmodes|skills|hooks|copilot|extensions|plugins?|(?:mcp|lsp|plugin)\.json|allowed_models\.txt)$/i,
  /(?:^|(?:^|\/)\.[^/]*\/)(?:mcp|mcp_config)\.json$/i,
];

/** True for a path (relative, `/`-separated) an agent CLI reads from a tree as its configuration, as spelled; `name` is its last segment. */
function isAgentConfig(rel: string, name: string): boolean {
  return AGENT_CONFIG.some((re) => re.test(name)) || PLACED_AGENT_CONFIG.some((re) => re.test(rel));
}

/** False only for a link surely ending on something other than a folder; one that cannot be followed fails closed. */
function mayLeadToFolder(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return true;
  }
}

/**
 * Agent configuration among the entries of the tree at `root`, by every path the agent reaches
 * them through (hazard 526). The walk never follows a link, and a name-matched entry is matched
 * under any path; but a placed name is reached under the path of a link to its folder (`.github`
 * -> `docs/gh` makes `docs/gh/mcp.json` Copilot's `.github/mcp.json`). So a link named with a dot
 * that leads to a folder, at any depth, is configuration itself: left out of a copy, and covered
 * under bwrap (which covers the folder it leads to).
 */
export function agentConfigIn(root: string): Skip {
  return (rel, name, kind) => isAgentConfig(rel, name) || (kind === 'symlink' && name.startsWith('.') && mayLeadToFolder(join(root, rel)));
}

export type EntryKind = 'file' | 'dir' | 'symlink' | 'other';

export interface Entry {
  rel: string;
  kind: EntryKind;
  /** The path's bytes, where a name on it is not UTF-8: decoded (`rel`, U+FFFD for such bytes), it names no entry, and several are one. */
  bytes?: Buffer;
}

/** Decides whether an entry (its path, relative and `/`-separated, its name and kind) and everything under it is left out. */
export type Skip = (rel: string, name: string, kind: EntryKind) => boolean;

// Tree work happens before and after the agent runs, never during: synchronous calls are several
// times faster than a thread-pool round trip per small file, and nothing else waits meanwhile.

/** Every entry under `root`, depth first in name order, never following a symbolic link. */
export function* walk(root: string, skip: Skip, dir = '', dirBytes?: Buffer): Generator<Entry> {
  // Names read as bytes: a folder whose name is not UTF-8 is listed by them, and each such entry keeps them.
  const entries = readdirSync(dirBytes ? inRoot(root, dirBytes) : join(root, dir), { withFileTypes: true, encoding: 'buffer' }).map(
    (e) => ({ e, name: e.name.toString('utf8') }),
  );
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : Buffer.compare(a.e.name, b.e.name)));
  for (const { e, name } of entries) {
    const rel = dir ? `${dir}/${name}` : name;
    const bytes =
      dirBytes || !isUtf8(e.name) ? Buffer.concat([dirBytes ?? Buffer.from(dir), Buffer.from(dir ? '/' : ''), e.name]) : undefined;
    const kind: EntryKind = e.isSymbolicLink() ? 'symlink' : e.isDirectory() ? 'dir' : e.isFile() ? 'file' : 'other';
    if (skip(rel, name, kind)) continue;
    yield { rel, kind, ...(bytes ? { bytes } : {}) };
    if (kind === 'dir') yield* walk(root, skip, rel, bytes);
  }
}

/** The absolute path of `rel` (bytes) under `root`. */
const inRoot = (root: string, rel: Buffer) => Buffer.concat([Buffer.from(`${root}/`), rel]);

/**
 * An entry's key in a look: its path, and after a NUL (which no name holds) its bytes where a name
 * on it is not UTF-8, so that two such names, or one and a name holding U+FFFD, stay two entries.
 */
const lookKey = (e: Entry) => (e.bytes ? `${e.rel}\0${e.bytes.toString('latin1')}` : e.rel);

/** A look's key as a message shows it: its path decoded. */
const lookShown = (key: string) => key.split('\0', 1)[0]!;

/**
 * True when `rel` is a writable path or inside a writable folder (`/` at its end): under a writable
 * file nothing is writable, so a folder the agent made of it is a change like any other.
 */
export function isWritable(rel: string, writable: string[]): boolean {
  return writable.some((w) => (w.endsWith('/') ? within(rel, [w.slice(0, -1)]) : rel === w));
}

/** True when `rel` is one of `paths` or inside one of them. */
export function within(rel: string, paths: string[]): boolean {
  return paths.some((p) => rel === p || rel.startsWith(`${p}/`));
}

/** Path → signature (kind, mode, size and content hash; a link's target), enough to see any change. */
export type Snapshot = Map<string, string>;

/**
 * Files up to 2 GiB (what a whole read took before) are known by their content, read a chunk at a
 * time: a copy's file compares equal to its original. A larger one (a sparse file of terabytes
 * costs an agent nothing to make) is known by its inode, size and times: a rewrite moves its
 * ctime, which no process can set back (only the clock moves it).
 */
const HASHED_MAX = 2 ** 31 - 1;
const CHUNK = 1024 * 1024;
let chunk: Buffer | undefined;

/** sha256 of the file's bytes, never holding more than one chunk; null when this user cannot read it (mode 000, not root). */
function contentHash(abs: string | Buffer): string | null {
  let fd: number;
  try {
    fd = openSync(abs, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const hash = createHash('sha256');
    // One buffer for every file of a look (reads are synchronous): a thousand files are not a gigabyte of garbage.
    const buf = (chunk ??= Buffer.allocUnsafe(CHUNK));
    for (let n = readSync(fd, buf); n > 0; n = readSync(fd, buf)) hash.update(buf.subarray(0, n));
    return hash.digest('hex');
  } finally {
    closeSync(fd);
  }
}

/**
 * A look compared with an earlier one: what that look gave the same path (undefined: nothing), and
 * the hashes this look took already, by inode (the hard links an agent makes to one file are read once).
 */
interface Compared {
  was: string | undefined;
  hashed: Map<string, string | null>;
}

function fileSignature(abs: string | Buffer, st: BigIntStats, compared?: Compared): string {
  const head = `file ${(st.mode & 0o7777n).toString(8)} ${st.size}`;
  // A file the earlier look did not hold as this kind, mode and size has changed whatever it holds:
  // never read, so a look reads no more than the files it was given.
  if (compared && !compared.was?.startsWith(`${head} `)) return `${head} not read`;
  const inode = `${st.dev}:${st.ino}:${st.ctimeNs}`;
  let hash = compared?.hashed.get(inode);
  if (hash === undefined) {
    hash = st.size <= HASHED_MAX ? contentHash(abs) : null;
    compared?.hashed.set(inode, hash);
  }
  return hash ? `${head} ${hash}` : `${head} ino ${st.ino} mtime ${st.mtimeNs} ctime ${st.ctimeNs}`;
}

/**
 * What the entry at `abs` is, enough to see any change to it (null when there is none); never
 * throws for one entry it cannot read, so no entry an agent makes can blind a look at the others.
 * `abs` as bytes for a name that is not UTF-8 (decoded, it names no file).
 */
export function entrySignature(abs: string | Buffer, compared?: Compared): string | null {
  const st = lstatSync(abs, { bigint: true, throwIfNoEntry: false });
  if (!st) return null;
  if (st.isFile()) return fileSignature(abs, st, compared);
  if (st.isSymbolicLink()) return `symlink ${readlinkSync(abs)}`;
  return st.isDirectory() ? 'dir' : 'other';
}

/**
 * Every entry under `root` but what `skip` names, by its signature. Given `before` (a look taken
 * before the agent ran), only a file it holds as the same kind, mode and size is read: what the
 * agent added or resized is a change by its size alone (sparse files of 2 GiB, or thousands of
 * links to one, made the look after the run read terabytes), and each inode is read once.
 */
export function snapshot(root: string, skip: Skip, before?: Snapshot): Snapshot {
  const snap: Snapshot = new Map();
  const hashed = new Map<string, string | null>();
  for (const e of walk(root, skip)) {
    const key = lookKey(e);
    const compared = before ? { was: before.get(key), hashed } : undefined;
    snap.set(key, entrySignature(e.bytes ? inRoot(root, e.bytes) : join(root, e.rel), compared) ?? 'gone');
  }
  return snap;
}

/** `paths` but those that are symbolic links (or cannot be looked at): what a command that follows a link it is given may be handed. */
export function withoutLinks(paths: string[]): string[] {
  return paths.filter((path) => {
    try {
      return lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() !== true;
    } catch {
      return false;
    }
  });
}

/**
 * Paths created, changed or removed between two snapshots. A folder on the way to a writable
 * path is not a change: the agent has to create it to write there.
 */
export function changedPaths(before: Snapshot, after: Snapshot, writable: string[]): string[] {
  const changed: string[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(key) === after.get(key)) continue;
    const [kind, path] = [(after.get(key) ?? before.get(key))!, lookShown(key)];
    if (kind === 'dir' && writable.some((w) => w.startsWith(`${path}/`))) continue;
    changed.push(path);
  }
  return [...new Set(changed)].sort();
}

/**
 * Copies a tree (links as links unless `dropLink` says so, no special files), leaving out what
 * `skip` names. Each entry keeps the permissions another user had on the original, never more:
 * an agent running as a user of its own reads what a checkout lets everyone read, and not a
 * credential an earlier step wrote for its own user (0600, 0640).
 */
export function copyTree(from: string, to: string, skip: Skip, dropLink: (rel: string) => boolean): void {
  mkdirSync(to, { recursive: true });
  chmodSync(to, 0o755);
  for (const e of walk(from, skip)) {
    const src = join(from, e.rel);
    const dest = join(to, e.rel);
    if (e.kind === 'dir') {
      mkdirSync(dest);
      chmodSync(dest, lstatSync(src).mode & 0o755);
    } else if (e.kind === 'file') {
      copyFileSync(src, dest);
      chmodSync(dest, lstatSync(src).mode & 0o755);
    } else if (e.kind === 'symlink' && !dropLink(e.rel)) symlinkSync(readlinkSync(src), dest);
  }
}

/** Creates the folders leading to `rel` under `root`, refusing to pass through a link or a file. */
function realDirs(root: string, rel: string): void {
  const parts = rel.split('/').slice(0, -1);
  let at = root;
  for (const part of parts) {
    at = join(at, part);
    const st = lstatSync(at, { throwIfNoEntry: false });
    if (!st) mkdirSync(at);
    else if (!st.isDirectory()) {
      throw new ProofgateError(
        `agent: cannot copy ${rel} back: ${at} is ${st.isSymbolicLink() ? 'a symbolic link' : 'not a folder'}; remove it from the tree under review`,
      );
    }
  }
}

/**
 * Copies `files` (the regular files the agent left in its writable paths, screened: outputs.ts)
 * from `from` into `to`. Links are never followed on either side: a file replaces whatever entry
 * was at its destination.
 */
export function copyBack(from: string, to: string, files: string[]): void {
  for (const rel of files) {
    realDirs(to, rel);
    const dest = join(to, rel);
    const tmp = `${dest}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      copyFileSync(join(from, rel), tmp);
      // copyFileSync keeps the agent's mode: setuid, setgid, group or world write (outputs.ts).
      chmodSync(tmp, dataMode(lstatSync(tmp).mode));
      renameSync(tmp, dest);
    } catch (err) {
      rmSync(tmp, { force: true });
      throw err;
    }
  }
}

/** Entries anywhere in the tree (outside .git) that `match`; the walk does not descend into them. */
export function findEntries(root: string, match: Skip): string[] {
  const found: string[] = [];
  const skip: Skip = (rel, name, kind) => {
    if (name === '.git') return true;
    if (!match(rel, name, kind)) return false;
    found.push(rel);
    return true;
  };
  for (const _ of walk(root, skip));
  return found;
}

/** The nearest of `dir` and the folders above it (never `/`) holding a `.git`: the repository `dir` lies in, or null. */
export function repositoryFrom(dir: string): string | null {
  for (let d = dir; d !== dirname(d); d = dirname(d)) if (lstatSync(join(d, '.git'), { throwIfNoEntry: false })) return d;
  return null;
}

/** True when this user may list `dir` (an unconfined agent, this user, reads no more). */
function listable(dir: string): boolean {
  try {
    accessSync(dir, constants.R_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The agent config a CLI working in `cwd` reads from the repository `root` it lies in, relative to
 * `root`: the whole tree at `cwd`, and what each folder above it up to `root` holds where a CLI
 * reads it (Claude Code loads every CLAUDE.md, AGENTS.md and .mcp.json up to `/` and the project
 * root's `.claude/`; codex every AGENTS.md up to the root): the folder's own entries and those of
 * its dot-folders (placed config lies one level in: `.github/hooks`, `.vscode/mcp.json`).
 */
export function configUpToRoot(root: string, cwd: string): string[] {
  const isConfig = agentConfigIn(root);
  const found = new Set(findEntries(cwd, agentConfigIn(cwd)).map((rel) => join(relative(root, cwd), rel)));
  for (let dir = cwd; dir !== root && dir !== dirname(dir);) {
    dir = dirname(dir);
    const at = relative(root, dir);
    const skip: Skip = (rel, name, kind) => {
      const path = at ? `${at}/${rel}` : rel;
      if (name !== '.git' && isConfig(path, name, kind)) found.add(path);
      else if (kind === 'dir' && rel === name && name.startsWith('.') && name !== '.git') return !listable(join(dir, rel));
      return true;
    };
    if (listable(dir)) for (const _ of walk(dir, skip));
  }
  return [...found].sort();
}

/**
 * Every `.git` entry of the tree at any depth: the repository's own, a second checkout's (where
 * actions/checkout persisted its token) and a submodule's link to its objects.
 */
export function gitEntries(root: string): string[] {
  const found: string[] = [];
  for (const _ of walk(root, (rel, name) => name === '.git' && found.push(rel) > 0));
  return found;
}

/** Entries of the tree (outside .git) another user may not read: a file without o+r, a folder without o+rx. */
export function privateEntries(root: string): string[] {
  return findEntries(root, (rel) => {
    const st = lstatSync(join(root, rel));
    if (st.isDirectory()) return (st.mode & 0o005) !== 0o005;
    return st.isFile() && !(st.mode & 0o004);
  });
}
