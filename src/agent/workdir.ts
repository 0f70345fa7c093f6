import { lstatSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { findExecutable, inside } from '../git/programs.js';
import { ProofgateError } from '../text/errors.js';
import { freshDir } from '../text/files.js';
import { AGENT_EXIT } from './exit-codes.js';
import { asRoot, privilege, SYSTEM_PATH, type Privilege } from './privilege.js';
import type { Isolation } from './types.js';

/**
 * A CLI reads its instructions from every folder between its working folder and `/` (Claude
 * Code's CLAUDE.md and CLAUDE.local.md, opencode's AGENTS.md, Gemini CLI's .env): one that another
 * user may write (/tmp, /var/tmp, /dev/shm) lets whoever else is on the machine steer the agent.
 * The agent's own folders (its TMPDIR, home, a copy of the tree, the blind reviewer's staged diff)
 * are made where none above is: as root, in ROOT_BASE; else in a folder of this user's.
 */

/** Root's, written by root alone; a folder of this user's in it, 0711: an agent's uid passes through and lists nothing. */
export const ROOT_BASE = '/var/lib/proofgate';

/** Why a file another user wrote could lie in `dir` or a folder above it: one neither root's nor this user's, or writable by others; null when none. */
export function plantable(dir: string): string | null {
  const me = process.getuid?.() ?? 0;
  try {
    for (let d = realpathSync(dir); ; d = dirname(d)) {
      const st = statSync(d);
      if (st.uid !== 0 && st.uid !== me) return `${d} is owned by uid ${st.uid}`;
      if (st.mode & 0o022) return `${d} is writable by other users (mode ${(st.mode & 0o7777).toString(8)})`;
      if (d === dirname(d)) return null;
    }
  } catch (err) {
    return `${dir} cannot be looked at (${(err as NodeJS.ErrnoException).code ?? 'error'})`;
  }
}

/**
 * Why each folder named by `homes` (a variable's name → the folder it names: HOME, XDG_CONFIG_HOME,
 * as the agent gets them) could hold what another user wrote, as `NAME: why`: a CLI reads its
 * settings and instructions there (~/.claude/CLAUDE.md and settings.json, ~/.codex/AGENTS.md,
 * hooks.json and .env), so one planted there steers it as one above its working folder would.
 */
export function plantableHomes(homes: Record<string, string | undefined>): string[] {
  return Object.entries(homes).flatMap(([name, dir]) => {
    const why = dir && isAbsolute(dir) ? plantable(dir) : null;
    return why ? [`${name}: ${why}`] : [];
  });
}

/** Why an agent of another uid could not pass through `dir` and every folder above it, or null. */
function closedToOthers(dir: string): string | null {
  for (let d = dir; ; d = dirname(d)) {
    if (!(statSync(d).mode & 0o001)) return `${d} is closed to other users`;
    if (d === dirname(d)) return null;
  }
}

/** This user's folder in ROOT_BASE, made (as root) when it is missing or not as it must be; refused (exit 2) when it cannot be. */
function rootBase(p: Privilege): string {
  const [uid, gid] = [process.getuid?.() ?? 0, process.getgid?.() ?? 0];
  const mine = join(ROOT_BASE, String(uid));
  const problem = () => {
    const st = lstatSync(mine, { throwIfNoEntry: false });
    if (!st?.isDirectory() || st.uid !== uid || (st.mode & 0o777) !== 0o711) return `${mine} is not a folder of this user's of mode 0711`;
    return plantable(mine) ?? closedToOthers(mine);
  };
  const refuse = (why: string) =>
    new ProofgateError(
      `agent: the agent's folders cannot be made in ${mine} (${why}): every folder above them must be root's or this user's, written by its owner alone and passable by other users (chmod 0755 ${ROOT_BASE})`,
      AGENT_EXIT.cannotRun,
    );
  if (problem()) {
    const mkdir = findExecutable('mkdir', SYSTEM_PATH) ?? 'mkdir';
    asRoot(p, [mkdir, '-p', '-m', '0755', ROOT_BASE], `make ${ROOT_BASE} for the agent's folders`);
    // Checked before anything in it is given away: a link another user left there is never followed.
    const above = plantable(ROOT_BASE);
    if (above) throw refuse(above);
    asRoot(p, [mkdir, '-p', mine], `make ${mine} for the agent's folders`);
    if (!lstatSync(mine).isDirectory()) throw refuse(`${mine} is not a folder`);
    asRoot(p, [p.chown, '-h', `${uid}:${gid}`, '--', mine], `give ${mine} to this user`);
    asRoot(p, [p.chmod, '0711', '--', mine], `set the mode of ${mine}`);
  }
  const why = problem();
  if (why) throw refuse(why);
  return mine;
}

/** A folder of this user's with nothing another user may write above it (TMPDIR, XDG_RUNTIME_DIR, ~/.cache/proofgate), else why each is passed over. */
function ownBase(): { dir: string | null; why: string[] } {
  const why: string[] = [];
  const home = process.env.HOME;
  const places: [string, string | undefined, string | undefined][] = [
    ['TMPDIR', tmpdir(), undefined],
    ['XDG_RUNTIME_DIR', process.env.XDG_RUNTIME_DIR, undefined],
    ['HOME', home && isAbsolute(home) ? join(home, '.cache', 'proofgate') : undefined, home],
  ];
  for (const [name, dir, parent] of places) {
    if (!dir || !isAbsolute(dir)) {
      why.push(`${name} is not set`);
      continue;
    }
    // ~/.cache/proofgate is made only under a HOME that could hold it.
    const problem = (parent && (plantable(parent) || made(dir))) || plantable(dir);
    if (!problem) return { dir, why };
    why.push(`${name}: ${problem}`);
  }
  return { dir: null, why };
}

/** Makes `dir` (this user's, 0700) when missing: why it cannot be, or null. */
function made(dir: string): string | null {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return null;
  } catch (err) {
    return `${dir} cannot be made (${(err as NodeJS.ErrnoException).code ?? 'error'})`;
  }
}

/**
 * Where the agent's own folders are made, `priv` at hand when it runs as a user of its own (never
 * for `none`): `unsafe` says why no place here has nothing another user may write above it. A copy
 * is then refused (agentWorkdir); bwrap shows the agent no folder above them (its /tmp is its own), and
 * `none` is unconfined by choice (its log says so): both take the system's temp folder.
 */
export function agentBase(priv: Privilege | null): { dir: string; unsafe: string | null } {
  if (priv) return { dir: rootBase(priv), unsafe: null };
  const own = ownBase();
  return own.dir ? { dir: own.dir, unsafe: null } : { dir: tmpdir(), unsafe: own.why.join('; ') };
}

/** The refusal of a copy where no folder fits (agentBase's `unsafe`). */
export function noSafeBase(why: string): ProofgateError {
  return new ProofgateError(
    `agent: no folder here for the agent's copy has nothing another user may write above it (${why}), and a CLI reads its instructions from every folder up to / (CLAUDE.md, AGENTS.md, .env): set TMPDIR to a folder of this user's that only it may write, none above it writable by other users (never under /tmp)`,
    AGENT_EXIT.cannotRun,
  );
}

/**
 * A fresh folder for what the agent is given to work in before it runs (the blind reviewer's
 * staged diff), where an agent run with `mode` keeps its own folders.
 */
export function agentFolder(prefix: string, mode: 'auto' | Isolation): string {
  return freshDir(prefix, agentBase(mode === 'none' ? null : privilege().privilege).dir);
}

/**
 * Under bwrap the folders above what it shows are its own (made empty, its own /tmp and /var/tmp)
 * but where they lie inside a folder it shows from this machine (`shown`: the system folders, a
 * readable one): why one of those above `paths` could hold what another user wrote, or null.
 */
export function plantableShown(paths: string[], shown: string[]): string | null {
  for (const path of paths)
    for (let d = dirname(path); ; d = dirname(d)) {
      if (shown.some((r) => inside(d, r))) {
        const why = plantable(d);
        if (why) return why;
        break;
      }
      if (d === dirname(d)) break;
    }
  return null;
}
