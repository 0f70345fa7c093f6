import { lstatSync, mkdirSync, readFileSync, writeFileSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { AGENT_EXIT } from './exit-codes.js';
import type { CredentialFile } from './types.js';
import { plantable } from './workdir.js';

/** A sign-in file is small; anything larger is not one and is not copied. */
const MAX_CREDENTIAL_BYTES = 1024 * 1024;

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
    const text = readFileSync(from, 'utf8');
    const kept = c.keys ? picked(text, c.keys) : text;
    if (kept === null) continue;
    mkdirSync(dirname(join(dir, c.path)), { recursive: true, mode: 0o700 });
    writeFileSync(join(dir, c.path), kept, { mode: 0o600 });
    copied.push(c.path);
  }
  return copied;
}
