import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyRegularFiles } from '../text/files.js';
import { parseStrictJson } from '../text/json.js';
import { redact } from '../text/redact.js';
import { reviewFolder } from './folder.js';
import { credentialsIn, redactionOf, type Redaction } from './redaction.js';

/** The prompts and the diffs they name: copies of the repository's code given to the agent. */
const CODE_COPY = /^(prompt.*\.md|.*\.patch)$/;

/** Every string and every key of a parsed JSON value. */
function treeTexts(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(treeTexts);
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => [k, ...treeTexts(x)]);
  return [];
}

/** A parsed JSON value with `redaction` over every string and every key (an unknown key, an id). */
function redactTree(v: unknown, redaction: Redaction): unknown {
  if (typeof v === 'string') return redaction(v);
  if (Array.isArray(v)) return v.map((x) => redactTree(x, redaction));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [redaction(k), redactTree(x, redaction)]));
  return v;
}

/**
 * An evidence file whose `list` is a list, with the document's redaction over all its text (a value
 * the floor recognised anywhere in it is redacted everywhere), or undefined when it does not parse.
 */
const redactedEvidence =
  (list: string) =>
  (raw: Buffer): string | undefined => {
    const parsed = parseStrictJson(raw);
    const doc = parsed.ok ? (parsed.data as Record<string, unknown> | null) : undefined;
    if (!doc || typeof doc !== 'object' || !Array.isArray(doc[list])) return undefined;
    return `${JSON.stringify(redactTree(doc, redactionOf(credentialsIn(treeTexts(doc)))), null, 2)}\n`;
  };

/** The evidence files an agent writes, each with the redaction of its free text. */
const AGENT_EVIDENCE = new Map<string, (raw: Buffer) => string | undefined>([
  [reviewFolder.files.findings, redactedEvidence('findings')],
  [reviewFolder.files.coverage, redactedEvidence('items')],
]);

/**
 * A copy of the review folder fit to leave the runner (an artifact): regular files only (no link,
 * FIFO or device is followed or read). An agent's findings.json keeps raw quotes, which anchoring
 * needs, so every findings.json and coverage.json in the copy (the review's, each attempt's part,
 * what a merge kept) gets the redaction floor over every key and string (ids and unknown keys too); one that does not parse is
 * left out rather than published unredacted. Prompts and diffs carry the code itself and get the floor over
 * their text.
 */
export async function redactedCopy(root: string, folder: string): Promise<string> {
  const { dir } = await copyRegularFiles(root, folder);
  // The lock names a process of this machine: no evidence, and a folder downloaded elsewhere must not seem in use.
  await rm(join(dir, reviewFolder.lock), { force: true });
  // The copy is a private folder of regular files only: plain reads and writes are safe here.
  for (const e of (await readdir(dir, { recursive: true, withFileTypes: true })).filter((f) => f.isFile())) {
    const file = join(e.parentPath, e.name);
    const redacted = AGENT_EVIDENCE.get(e.name);
    if (redacted) {
      const text = redacted(await readFile(file));
      await rm(file);
      if (text !== undefined) await writeFile(file, text);
    } else if (CODE_COPY.test(e.name)) await writeFile(file, redact(await readFile(file, 'utf8')));
  }
  return dir;
}
