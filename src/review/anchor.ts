import { isAscii } from 'node:buffer';
import type { ReviewScope } from '../schemas/types.js';
import { objectInfo, streamObjects, type ObjectInfo } from '../git/batch.js';
import { redact } from '../text/redact.js';
import type { Finding } from './evidence.js';
import { readIfBlob } from '../git/sealed-read.js';
import { LineIndex, NO_MATCH, type Anchor } from './line-index.js';

export type { Anchor } from './line-index.js';
export type AnchoredFinding = Finding & { anchor: Anchor };

const QUOTED_FIELDS = ['existing_code', 'content', 'evidence', 'refutation', 'trigger', 'consequence', 'fix', 'suggestion'] as const;

/** The redaction floor over every free-text field, applied after locating (the quote must match the code as it is). */
export function redactFinding<T extends Finding>(f: T): T {
  const out = { ...f };
  for (const k of QUOTED_FIELDS) if (typeof out[k] === 'string') (out as Record<string, unknown>)[k] = redact(out[k]);
  return out;
}

/** The read buffer a file's bytes go into when no larger one is needed (larger files get their own). */
const SCRATCH = 4 * 1024 * 1024;

/**
 * What git has of every file blob the scope sealed (type and size; null when missing), asked at
 * once: git answers while the findings are read and checked. Its failure is the caller's when awaited.
 */
export function sealedBlobs(root: string, scope: ReviewScope): Promise<Map<string, ObjectInfo | null>> {
  const asking = objectInfo(root, [...new Set(scope.files.filter((f) => f.kind === 'file').map((f) => f.blob))]);
  asking.catch(() => undefined);
  return asking;
}

/**
 * Locates every finding's quote in the head version: the bytes of the blob the scope sealed,
 * read from the working tree where they hash to its id (a checkout, usually), else from git
 * objects as they stream in; only the blobs quoted. Symlinks and submodules cannot be quoted.
 * `blobs` is sealedBlobs' answer when the caller asked early; else only the quoted blobs are asked.
 */
export async function anchorFindings(
  root: string,
  scope: ReviewScope,
  findings: Finding[],
  blobs?: Promise<Map<string, ObjectInfo | null>>,
): Promise<AnchoredFinding[]> {
  const byPath = new Map(scope.files.map((f) => [f.path, f]));
  const anchors: Anchor[] = [];
  const byBlob = new Map<string, { path: string; quoting: number[] }>();
  findings.forEach((f, i) => {
    const file = byPath.get(f.path);
    if (!file) anchors[i] = { status: 'unlocated', reason: 'not a selected file of the scope' };
    else if (file.kind !== 'file') anchors[i] = { status: 'unlocated', reason: `a ${file.kind} is not quotable` };
    else if (byBlob.has(file.blob)) byBlob.get(file.blob)!.quoting.push(i);
    else byBlob.set(file.blob, { path: file.path, quoting: [i] });
  });
  const locate = (blob: string, data: Buffer | null) => {
    const { quoting } = byBlob.get(blob)!;
    const quotes = quoting.map((i) => findings[i]!.existing_code);
    const located = data
      ? locateComposed(data, quotes, new LineIndex(data).locateAll(quotes))
      : quoting.map((): Anchor => ({
          status: 'unlocated',
          reason: `the head version (blob ${blob.slice(0, 12)}) is not in this clone: check out with fetch-depth: 0`,
        }));
    quoting.forEach((i, k) => (anchors[i] = located[k]!));
  };
  // Sizes first (headers only): a blob missing here stays missing whatever the tree holds, and
  // only a tree file of the blob's size is read and hashed.
  const info = byBlob.size ? await (blobs ?? objectInfo(root, [...byBlob.keys()])) : new Map<string, ObjectInfo | null>();
  const fromGit: string[] = [];
  // Each file is done with before the next is read: one buffer serves them all.
  const scratch = byBlob.size > 1 ? Buffer.allocUnsafe(SCRATCH) : undefined;
  for (const [blob, { path }] of byBlob) {
    const found = info.get(blob);
    const data = found?.type === 'blob' ? readIfBlob(root, path, blob, found.size, scratch) : null;
    if (data) locate(blob, data);
    else if (found) fromGit.push(blob);
    else locate(blob, null);
  }
  await streamObjects(root, fromGit, (blob, { data }) => locate(blob, data));
  return findings.map((f, i) => ({ ...redactFinding(f), anchor: anchors[i]! }));
}

/**
 * The quotes no line matches as written, compared again composed (NFC) on both sides: a head
 * version holding `e` + U+0301 (text pasted from a macOS file name) and a model's `é` are one text.
 * Bytes first: a quote written as the file is located by its bytes alone. NFC never joins or
 * splits a line, so every line keeps its number.
 */
function locateComposed(data: Buffer, quotes: string[], anchors: Anchor[]): Anchor[] {
  const retry = anchors.flatMap((a, k) => (a.status === 'unlocated' && a.reason === NO_MATCH ? [k] : []));
  if (retry.length === 0 || (isAscii(data) && retry.every((k) => /^[\x00-\x7f]*$/.test(quotes[k]!)))) return anchors;
  const text = data.toString('utf8');
  const composed = text.normalize('NFC');
  const asked = retry.map((k) => quotes[k]!.normalize('NFC'));
  if (composed === text && asked.every((q, j) => q === quotes[retry[j]!])) return anchors;
  const again = new LineIndex(Buffer.from(composed, 'utf8')).locateAll(asked);
  retry.forEach((k, j) => {
    if (again[j]!.status !== 'unlocated') anchors[k] = again[j]!;
  });
  return anchors;
}

export function isOpen(f: Finding): boolean {
  return f.disposition !== 'refuted';
}

export function describeAnchor(a: Anchor): string {
  if (a.status === 'located') return a.start === a.end ? `line ${a.start}` : `lines ${a.start}-${a.end}`;
  if (a.status === 'ambiguous' && a.tooMany)
    return `ambiguous: too many places to compare${a.candidates.length ? ` (first at lines ${a.candidates.map((c) => c.start).join(', ')})` : ''}`;
  if (a.status === 'ambiguous')
    return a.places !== undefined
      ? `ambiguous: ${a.places} places (the first ${a.candidates.length} at lines ${a.candidates.map((c) => c.start).join(', ')})`
      : `ambiguous: ${a.candidates.length} places (lines ${a.candidates.map((c) => c.start).join(', ')})`;
  return `unlocated: ${a.reason}`;
}
