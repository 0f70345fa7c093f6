import { lstatSync, mkdirSync, writeFileSync, type Stats } from 'node:fs';
import { readRegularSync } from '../text/regular-read.js';
import { dirname, join } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { AGENT_EXIT } from './exit-codes.js';
import type { CredentialFile } from './types.js';
import { plantable } from './workdir.js';

/** A sign-in file is small; anything larger is not one and is not copied. */
const MAX_CREDENTIAL_BYTES = 1024 * 1024;

/** What of a sign-in file's `text` the agent is given: the whole, or a JSON object cut to `c.keys` (null when it is no object). */
const asGiven = (text: string, c: CredentialFile): string | null => (c.keys ? picked(text, c.keys) : text);

function picked(text: string, keys: string[]): string | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const kept = Object.fromEntries(Object.entries(value).filter(([k]) => keys.includes(k)));
    return `${JSON.stringify(kept, null, 2)}\n`;
  } catch {
    return null;
  }
}

/** Why the sign-in file at `path` could be another user's: owned by neither root nor this user, or in a folder another user may write (plantable). */
function notOurs(path: string, st: Stats): string | null {
  const me = process.getuid?.() ?? 0;
  if (st.uid !== 0 && st.uid !== me) return `${path} is owned by uid ${st.uid}`;
  return plantable(dirname(path));
}

/**
 * Fills `dir`, the agent's fresh home for one run, with the vendor CLI's sign-in copied from
 * `realHome` and nothing else: no settings, hooks, MCP servers or history. Whatever the agent
 * writes there is discarded with the folder, so nothing it leaves reaches a later run. Only
 * regular files are read (a link is not followed), and only this user's or root's in folders no
 * other user may write: one another user could have left (a HOME of mode 1777) would give the
 * agent that user's login and settings, so it refuses the run (exit 2) rather than run signed out.
 * Returns the paths copied.
 */
export function fillHome(dir: string, realHome: string | undefined, credentials: CredentialFile[]): string[] {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const copied: string[] = [];
  if (!realHome) return copied;
  for (const c of credentials) {
    const from = join(realHome, c.path);
    const st = lstatSync(from, { throwIfNoEntry: false });
    if (!st?.isFile() || st.size > MAX_CREDENTIAL_BYTES) continue;
    const why = notOurs(from, st);
    if (why)
      throw new ProofgateError(
        `agent: the sign-in file ${from} may be another user's (${why}), and the agent would be signed in with it; keep HOME a folder of this user's that only it may write, none above it writable by other users, and sign in again there`,
        AGENT_EXIT.cannotRun,
      );
    // No FIFO waited on and never past the cap, should the name be swapped since the lstat.
    const read = readRegularSync(from, MAX_CREDENTIAL_BYTES);
    if (read.status !== 'ok') continue;
    const kept = asGiven(read.bytes.toString('utf8'), c);
    if (kept === null) continue;
    mkdirSync(dirname(join(dir, c.path)), { recursive: true, mode: 0o700 });
    writeFileSync(join(dir, c.path), kept, { mode: 0o600 });
    copied.push(c.path);
  }
  return copied;
}

/** A sign-in file as the agent gets it: how a reason names it, and what of it the agent is given. */
export interface SignIn {
  shown: string;
  text: string;
}

/** What of the sign-in file at `from` the agent is given, or null where it is no sign-in (not a regular file, too large, unreadable). */
function readSignIn(from: string, c: CredentialFile): string | null {
  try {
    // A link to a sign-in file is followed (as the CLI does), a FIFO never waited on.
    const read = readRegularSync(from, MAX_CREDENTIAL_BYTES, { follow: true });
    return read.status === 'ok' ? asGiven(read.bytes.toString('utf8'), c) : null;
  } catch {
    return null; // one this user cannot read, the CLI cannot either
  }
}

/**
 * The sign-in files the agent's CLI reads, as the agent gets them (whole, or cut to their keys):
 * under `realHome` (copied into a fresh home, or read there under isolate none), and in a folder a
 * variable the agent is given moves one to (`moved`: CODEX_HOME, CLAUDE_CONFIG_DIR passed with
 * env-pass). Read through a link, as the CLI reads it.
 */
export function signInFiles(realHome: string | undefined, moved: Record<string, string>, credentials: CredentialFile[]): SignIn[] {
  return credentials.flatMap((c) => {
    // A moved file lies in that folder as it lies in its folder under HOME (`.codex/auth.json` is `$CODEX_HOME/auth.json`).
    const inMoved = c.path.replace(/^[^/]+\//, '');
    const places = [
      ...(realHome ? [{ from: join(realHome, c.path), shown: `~/${c.path}` }] : []),
      ...(c.movedBy && moved[c.movedBy] ? [{ from: join(moved[c.movedBy]!, inMoved), shown: `$${c.movedBy}/${inMoved}` }] : []),
    ];
    return places.flatMap(({ from, shown }) => {
      const text = readSignIn(from, c);
      return text === null ? [] : [{ shown, text }];
    });
  });
}
