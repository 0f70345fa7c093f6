import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, readdirSync, rmSync, type Stats } from 'node:fs';
import { readRegularSync } from '../text/regular-read.js';
import { join } from 'node:path';
import { redactAgentText } from './report.js';
import { heldIn, type GivenSecret } from './screen.js';

/**
 * What an agent leaves in its writable paths reaches the tree a later step runs git, a build or a
 * test in. Only plain data is kept: a regular file or folder of a plain name. Anything else could
 * steer what runs next, so it is dropped (left in a copy, removed where the agent wrote in place):
 * git's own names (`.git/` with hooks and config, `.gitattributes` naming a filter, `.gitmodules`),
 * a name a shell or a tool would read as an option (`-rf`) or a line break (`a\n::error::`), two
 * names one file system (macOS, Windows, a case-folding ext4) takes for one, and entries that are
 * not data (a link out of the tree, a FIFO that blocks a reader, a device, a hard link to a file
 * the agent's uid could read elsewhere), or a file past the size a reader of outputs expects.
 */
export const OUTPUT_CAP = 16 * 1024 * 1024;

/** Why a file past OUTPUT_CAP is dropped: the same limit in every isolation, said the same way. */
export const TOO_LARGE = `larger than ${OUTPUT_CAP >> 20} MiB`;

export interface Dropped {
  rel: string;
  why: string;
}

/**
 * Why a file is dropped for holding a credential the agent was given ('' when it holds none): a
 * stretch of one in any spelling the screen reads (screen.ts). A prompt-injected agent would
 * otherwise publish its model key in a finding, the check run and SARIF. A floor: a value the agent
 * encodes otherwise (reversed, spaced, split) is not recognised.
 */
function carried(path: string, secrets: GivenSecret[]): string {
  if (secrets.length === 0) return '';
  // Read as readRegularSync reads: a name swapped for a FIFO or a larger file since it was listed is dropped, never opened or read whole.
  const read = readRegularSync(path, OUTPUT_CAP);
  if (read.status === 'too-large') return TOO_LARGE;
  if (read.status !== 'ok') return read.status === 'missing' ? 'no longer there' : 'not a regular file (a FIFO, socket or device)';
  const held = heldIn(read.bytes.toString('utf8'), secrets);
  return held ? `${HOLDS}${held.name}, a credential the agent was given` : '';
}

const HOLDS = 'holds the value of ';

/** Why an output was not kept and what to write instead, said alike by every reader of outputs; `shorter` is the size's fix. */
export function notKeptBecause(why: string, shorter: string): string {
  if (why.startsWith(HOLDS)) return `as it ${why}: never write a credential into an output`;
  return `as it is ${why}: ${why === TOO_LARGE ? shorter : 'write a regular file'}`;
}

/** Entry path → what it was before the agent ran: its kind, inode and size, and a file's content. */
export type Listing = Map<string, string>;

// Neither owner, mode nor times: lending the folders to the agent and giving them back change those.
function sig(path: string, st: Stats): string {
  const kind = `${st.mode & 0o170000} ${st.ino} ${st.size}`;
  if (!st.isFile() || st.size > OUTPUT_CAP) return kind;
  // A name swapped since the lstat is read as nothing: its kind then differs on the next look anyway.
  const read = readRegularSync(path, OUTPUT_CAP);
  return read.status === 'ok' ? `${kind} ${createHash('sha256').update(read.bytes).digest('hex')}` : `${kind} unread`;
}
const folders = (writable: string[]) => writable.filter((w) => w.endsWith('/')).map((w) => w.slice(0, -1));
// C0, DEL and C1 controls, and the line and paragraph separators JavaScript splits lines at.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Case and Unicode normalisation: what a case-insensitive or normalising file system takes for one name.
const fold = (name: string) => name.normalize('NFKC').toLowerCase();

function shapeOf(name: string, st: Stats, twin: boolean): string {
  if (/^\.git/i.test(name)) return "git's own name";
  if (CONTROL.test(name)) return 'a control character in its name';
  if (name.startsWith('-')) return 'a name starting with -';
  if (twin) return 'a name another entry shares but for case or Unicode normalisation';
  if (st.isSymbolicLink()) return 'a symbolic link';
  if (st.isDirectory()) return '';
  if (!st.isFile()) return 'not a regular file (a FIFO, socket or device)';
  if (st.nlink > 1) return 'a hard link';
  if (st.size > OUTPUT_CAP) return TOO_LARGE;
  return '';
}

function* entries(root: string, dir: string): Generator<{ rel: string; name: string; st: Stats; twin: boolean }> {
  const names = readdirSync(join(root, dir)).sort();
  const seen = new Map<string, number>();
  for (const n of names) seen.set(fold(n), (seen.get(fold(n)) ?? 0) + 1);
  for (const name of names) {
    const rel = `${dir}/${name}`;
    yield { rel, name, st: lstatSync(join(root, rel)), twin: seen.get(fold(name))! > 1 };
  }
}

/**
 * Every entry of the writable folders under `root`, and each writable file, as it stands (taken
 * before the agent runs). A writable file is listed too: one the agent wrote in a shape that is
 * dropped (past the cap, a link) is then named as dropped, never silently missing.
 */
export function listOutputs(root: string, writable: string[]): Listing {
  const out: Listing = new Map();
  const visit = (dir: string) => {
    for (const e of entries(root, dir)) {
      out.set(e.rel, sig(join(root, e.rel), e.st));
      if (e.st.isDirectory()) visit(e.rel);
    }
  };
  for (const w of folders(writable)) if (lstatSync(join(root, w), { throwIfNoEntry: false })?.isDirectory()) visit(w);
  for (const w of writable.filter((w) => !w.endsWith('/'))) {
    const st = lstatSync(join(root, w), { throwIfNoEntry: false });
    if (st && !st.isDirectory()) out.set(w, sig(join(root, w), st));
  }
  return out;
}

/** Why an entry beside the files the agent was asked to write is dropped. */
export const NOT_ASKED = 'not a file it was asked to write';

/**
 * Given the files the agent is asked to write (`outputs`), why anything else in its folders is
 * not kept (a temporary file it wrote first, a note): a later step would read it as evidence.
 */
function unasked(rel: string, st: Stats, outputs: string[] | undefined): string {
  if (!outputs || outputs.includes(rel)) return '';
  return st.isDirectory() && outputs.some((o) => o.startsWith(`${rel}/`)) ? '' : NOT_ASKED;
}

/**
 * The regular files the agent left in `writable` under `root`, and the entries dropped with why.
 * An entry of a dropped shape that was there before and is unchanged with all it holds (committed
 * by the pull request, not written by the agent) is neither kept nor dropped: it is not the agent's.
 * Given `outputs`, only those files are kept of its writable folders.
 */
export function screenOutputs(
  root: string,
  writable: string[],
  before: Listing,
  secrets: GivenSecret[] = [],
  outputs?: string[],
): { files: string[]; folders: string[]; dropped: Dropped[] } {
  const after = listOutputs(root, writable);
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((rel) => before.get(rel) !== after.get(rel));
  const touched = (rel: string) => changed.some((c) => c === rel || c.startsWith(`${rel}/`));
  const files: string[] = [];
  const folders: string[] = [];
  const dropped: Dropped[] = [];
  // A file the agent wrote is kept only when it carries no credential; one it did not touch is not its own.
  const keep = (rel: string) => {
    const why = touched(rel) ? carried(join(root, rel), secrets) : '';
    if (why) dropped.push({ rel, why });
    else files.push(rel);
  };
  const visit = (dir: string) => {
    folders.push(dir);
    for (const e of entries(root, dir)) {
      const why = shapeOf(e.name, e.st, e.twin) || unasked(e.rel, e.st, outputs);
      if (why) {
        if (touched(e.rel)) dropped.push({ rel: e.rel, why });
      } else if (e.st.isDirectory()) visit(e.rel);
      else keep(e.rel);
    }
  };
  for (const w of writable) {
    const path = w.replace(/\/$/, '');
    const st = lstatSync(join(root, path), { throwIfNoEntry: false });
    if (!st) continue;
    // A folder made where a file was asked for is left where it is: it is a change (tampered).
    if (w.endsWith('/') && st.isDirectory()) visit(path);
    else if (!w.endsWith('/') && !st.isDirectory()) {
      const why = shapeOf('x', st, false);
      if (!why) keep(path);
      else if (touched(path)) dropped.push({ rel: path, why });
    }
  }
  return { files, folders, dropped };
}

// Mode bits that steer whoever comes next: setuid and setgid (a program that runs as the file's
// owner — this user, where the agent kept this user's uid: bwrap as this user, a copy without a
// user of its own), the sticky bit, and write for the group or every user (another local user
// rewrites the evidence before a later step reads it). Giving files back to this user by chown
// clears setuid alone; a copy (copyFileSync) keeps them all.
const STEERING_BITS = 0o7022;

/** The mode a kept output gets: what it had, less the bits that steer a later step. */
export const dataMode = (mode: number): number => mode & 0o777 & ~STEERING_BITS;

/** Takes the steering bits off each kept entry under `root` (files and folders; never through a link); returns those it could not. */
export function plainModes(root: string, rels: string[]): string[] {
  return rels.flatMap((rel) => {
    const path = join(root, rel);
    try {
      const st = lstatSync(path);
      if (!st.isSymbolicLink() && st.mode & STEERING_BITS) chmodSync(path, dataMode(st.mode));
      return [];
    } catch {
      return [rel];
    }
  });
}

/**
 * Gives this user back write and search on `path` when it is a folder (never through a link), and
 * on every folder below it: the agent owns the folders it writes in, and one it made read-only
 * (chmod 555) would keep what it left there from being removed.
 */
export function reopenFolder(path: string, below = true): void {
  try {
    const st = lstatSync(path, { throwIfNoEntry: false });
    if (!st?.isDirectory()) return;
    if ((st.mode & 0o700) !== 0o700) chmodSync(path, (st.mode & 0o7777) | 0o700);
    if (below) for (const name of readdirSync(path)) reopenFolder(join(path, name));
  } catch {
    // Not this user's to give back (an agent user's copy): the removal that follows says what is left.
  }
}

/**
 * Removes dropped entries where the agent wrote in place (bwrap, none), the folders on the way
 * given back first; returns those that could not be.
 */
export function removeDropped(root: string, dropped: Dropped[]): string[] {
  return dropped.flatMap(({ rel }) => {
    try {
      const parts = rel.split('/');
      for (let i = 1; i < parts.length; i++) reopenFolder(join(root, ...parts.slice(0, i)), false);
      reopenFolder(join(root, rel));
      rmSync(join(root, rel), { recursive: true, force: true });
      return [];
    } catch {
      return [rel];
    }
  });
}

/** The log line naming what was dropped, or '' when nothing was: a name the agent chose can hold a credential it was given. */
export function droppedLine(dropped: Dropped[], how: string, secrets: GivenSecret[] = []): string {
  if (dropped.length === 0) return '';
  const shown = dropped
    .slice(0, 20)
    .map((d) => `${JSON.stringify(redactAgentText(d.rel, secrets))} (${d.why})`)
    .join(', ');
  const more = dropped.length > 20 ? ` and ${dropped.length - 20} more` : '';
  return `agent: ${how} ${dropped.length} entr${dropped.length === 1 ? 'y' : 'ies'} of its writable paths that could steer a later step: ${shown}${more}`;
}
