import { readdir, rm, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { TEXT_MAX_BYTES } from '../git/diff.js';
import { copyRegularFiles, readRegular, type CopyLimits } from '../text/files.js';
import { parseStrictJson } from '../text/json.js';
import { reviewFolder } from './folder.js';
import { credentialsIn, redactionOf, type Redaction } from './redaction.js';
import { EVIDENCE_MAX_BYTES } from './evidence.js';

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
 * What the evidence copy holds at most: JSON evidence as the gate reads it (EVIDENCE_MAX_BYTES),
 * prompts, diffs and any other file as a diff's text (TEXT_MAX_BYTES), and in all what an artifact
 * can reasonably carry. A larger file (a sparse one a pull request or an earlier step left) is left
 * out and named: it would fill the runner's disk or pass the longest string the runtime holds.
 */
const EVIDENCE_COPY_LIMITS: CopyLimits = {
  file: (rel) => (basename(rel).endsWith('.json') ? EVIDENCE_MAX_BYTES : TEXT_MAX_BYTES),
  total: 512 * 1024 * 1024,
};

/** The redacted copy's folder and the files of the review folder it leaves out, by kind. */
export interface EvidenceCopy {
  dir: string;
  /** Over its cap (EVIDENCE_COPY_LIMITS). */
  tooLarge: string[];
  /** Links, FIFOs, sockets, devices. */
  skipped: string[];
}

/** A file of the copy as bytes, or undefined when it is over `cap` (the copy is bounded already: this keeps every read capped). */
async function copied(dir: string, file: string, cap: number): Promise<Buffer | undefined> {
  const read = await readRegular(dir, relative(dir, file), cap);
  return read.status === 'ok' ? read.bytes : undefined;
}

/**
 * A copy of the review folder fit to leave the runner (an artifact): regular files only (no link,
 * FIFO or device is followed or read). An agent's findings.json keeps raw quotes, which anchoring
 * needs, so every findings.json and coverage.json in the copy (the review's, each attempt's part,
 * what a merge kept) gets the redaction over every key and string (ids and unknown keys too): the
 * floor, and every value it recognised in any of them (a finding's id may repeat a credential a
 * coverage reason shows). One that does not parse is left out rather than published unredacted.
 * Prompts and diffs carry the code itself and get the same redaction over their text. A file over
 * its cap is left out, unread, and named in `tooLarge`.
 */
export async function redactedCopy(root: string, folder: string): Promise<EvidenceCopy> {
  const { dir, tooLarge, skipped } = await copyRegularFiles(root, folder, { limits: EVIDENCE_COPY_LIMITS });
  // The lock names a process of this machine: no evidence, and a folder downloaded elsewhere must not seem in use.
  await rm(join(dir, reviewFolder.lock), { force: true });
  // The copy is a private folder of regular files only: plain reads and writes are safe here.
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((f) => f.isFile());
  const evidence = new Map<string, Record<string, unknown> | undefined>();
  for (const e of files) {
    const list = AGENT_EVIDENCE.get(e.name);
    const file = join(e.parentPath, e.name);
    if (!list) continue;
    const raw = await copied(dir, file, EVIDENCE_MAX_BYTES);
    evidence.set(file, raw && evidenceDocument(raw, list));
  }
  const redaction = redactionOf(credentialsIn([...evidence.values()].flatMap((doc) => (doc ? treeTexts(doc) : []))));
  for (const [file, doc] of evidence) {
    await rm(file);
    if (doc) await writeFile(file, `${JSON.stringify(redactTree(doc, redaction), null, 2)}\n`);
  }
  for (const e of files.filter((f) => CODE_COPY.test(f.name))) {
    const file = join(e.parentPath, e.name);
    const raw = await copied(dir, file, TEXT_MAX_BYTES);
    if (raw) await writeFile(file, redaction(raw.toString('utf8')));
    else await rm(file);
  }
  return { dir, tooLarge, skipped };
}
