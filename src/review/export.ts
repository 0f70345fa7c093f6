import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyRegularFiles } from '../text/files.js';
import { parseStrictJson } from '../text/json.js';
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

/** An evidence file's document when it parses and its `list` is a list, else undefined (left out of the copy). */
function evidenceDocument(raw: Buffer, list: string): Record<string, unknown> | undefined {
  const parsed = parseStrictJson(raw);
  const doc = parsed.ok ? (parsed.data as Record<string, unknown> | null) : undefined;
  return doc && typeof doc === 'object' && Array.isArray(doc[list]) ? doc : undefined;
}

/** The evidence files an agent writes, by name, and the list each holds. */
const AGENT_EVIDENCE = new Map<string, string>([
  [reviewFolder.files.findings, 'findings'],
  [reviewFolder.files.coverage, 'items'],
]);

/**
 * A copy of the review folder fit to leave the runner (an artifact): regular files only (no link,
 * FIFO or device is followed or read). An agent's findings.json keeps raw quotes, which anchoring
 * needs, so every findings.json and coverage.json in the copy (the review's, each attempt's part,
 * what a merge kept) gets the redaction over every key and string (ids and unknown keys too): the
 * floor, and every value it recognised in any of them (a finding's id may repeat a credential a
 * coverage reason shows). One that does not parse is left out rather than published unredacted.
 * Prompts and diffs carry the code itself and get the same redaction over their text.
 */
export async function redactedCopy(root: string, folder: string): Promise<string> {
  const { dir } = await copyRegularFiles(root, folder);
  // The lock names a process of this machine: no evidence, and a folder downloaded elsewhere must not seem in use.
  await rm(join(dir, reviewFolder.lock), { force: true });
  // The copy is a private folder of regular files only: plain reads and writes are safe here.
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((f) => f.isFile());
  const evidence = new Map<string, Record<string, unknown> | undefined>();
  for (const e of files) {
    const list = AGENT_EVIDENCE.get(e.name);
    const file = join(e.parentPath, e.name);
    if (list) evidence.set(file, evidenceDocument(await readFile(file), list));
  }
  const redaction = redactionOf(credentialsIn([...evidence.values()].flatMap((doc) => (doc ? treeTexts(doc) : []))));
  for (const [file, doc] of evidence) {
    await rm(file);
    if (doc) await writeFile(file, `${JSON.stringify(redactTree(doc, redaction), null, 2)}\n`);
  }
  for (const e of files.filter((f) => CODE_COPY.test(f.name))) {
    const file = join(e.parentPath, e.name);
    await writeFile(file, redaction(await readFile(file, 'utf8')));
  }
  return dir;
}
