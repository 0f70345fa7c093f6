import { lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CredentialFile } from './types.js';

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

/**
 * Fills `dir`, the agent's fresh home for one run, with the vendor CLI's sign-in copied from
 * `realHome` and nothing else: no settings, hooks, MCP servers or history. Whatever the agent
 * writes there is discarded with the folder, so nothing it leaves reaches a later run. Only
 * regular files are read (a link is not followed). Returns the paths copied.
 */
export function fillHome(dir: string, realHome: string | undefined, credentials: CredentialFile[]): string[] {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const copied: string[] = [];
  if (!realHome) return copied;
  for (const c of credentials) {
    const from = join(realHome, c.path);
    const st = lstatSync(from, { throwIfNoEntry: false });
    if (!st?.isFile() || st.size > MAX_CREDENTIAL_BYTES) continue;
    const text = readFileSync(from, 'utf8');
    const kept = c.keys ? picked(text, c.keys) : text;
    if (kept === null) continue;
    mkdirSync(dirname(join(dir, c.path)), { recursive: true, mode: 0o700 });
    writeFileSync(join(dir, c.path), kept, { mode: 0o600 });
    copied.push(c.path);
  }
  return copied;
}
