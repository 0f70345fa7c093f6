import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parseStrictJson } from '../text/json.js';
import { redactFinding } from './anchor.js';
import type { Finding } from './evidence.js';
import { reviewFolder } from './folder.js';

/**
 * A copy of the review folder fit to leave the runner (an artifact): the
 * agent's findings.json keeps raw quotes, which anchoring needs, so the copy
 * gets the redaction floor over every quoted field. A file that does not parse
 * is left out rather than published unredacted.
 */
export async function redactedCopy(folder: string): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'proofgate-export-'));
  await cp(folder, out, { recursive: true, dereference: false, filter: (src) => !src.endsWith(`/${reviewFolder.files.findings}`) });
  const raw = await readFile(join(folder, reviewFolder.files.findings)).catch(() => undefined);
  if (raw) {
    const parsed = parseStrictJson(raw);
    const doc = parsed.ok ? (parsed.data as { findings?: unknown }) : undefined;
    if (doc && Array.isArray(doc.findings)) {
      const findings = doc.findings.map((f: unknown) => (f && typeof f === 'object' ? redactFinding(f as Finding) : f));
      await writeFile(join(out, reviewFolder.files.findings), `${JSON.stringify({ ...doc, findings }, null, 2)}\n`);
    }
  }
  return out;
}
