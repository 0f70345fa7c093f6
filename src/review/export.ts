import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyRegularFiles } from '../text/files.js';
import { parseStrictJson } from '../text/json.js';
import { redactFinding } from './anchor.js';
import type { Finding } from './evidence.js';
import { reviewFolder } from './folder.js';

/**
 * A copy of the review folder fit to leave the runner (an artifact): regular files only (no link,
 * FIFO or device is followed or read), and the agent's findings.json, which keeps raw quotes for
 * anchoring, gets the redaction floor over every quoted field. A findings file that does not parse
 * is left out rather than published unredacted.
 */
export async function redactedCopy(root: string, folder: string): Promise<string> {
  const { dir } = await copyRegularFiles(root, folder);
  const file = join(dir, reviewFolder.files.findings);
  const raw = await readFile(file).catch(() => undefined);
  if (raw) {
    await rm(file);
    const parsed = parseStrictJson(raw);
    const doc = parsed.ok ? (parsed.data as { findings?: unknown }) : undefined;
    if (doc && Array.isArray(doc.findings)) {
      const findings = doc.findings.map((f: unknown) => (f && typeof f === 'object' ? redactFinding(f as Finding) : f));
      await writeFile(file, `${JSON.stringify({ ...doc, findings }, null, 2)}\n`);
    }
  }
  return dir;
}
