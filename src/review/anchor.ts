import type { ReviewScope } from '../schemas/types.js';
import { objectInfo, streamObjects, type ObjectInfo } from '../git/batch.js';
import type { Finding } from './evidence.js';
import { findingsRedaction, redactFinding, type Redaction } from './redaction.js';
import { fileBudget, type Anchor } from './line-index.js';
import { locateIn, type QuotedFile } from './anchor-file.js';
import { locateInTreeFiles } from './anchor-threads.js';

export type { Anchor } from './line-index.js';
export type AnchoredFinding = Finding & { anchor: Anchor };

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
 * `redaction` is the document's (a caller whose document holds more text collects from it too).
 */
export async function anchorFindings(
  root: string,
  scope: ReviewScope,
  findings: Finding[],
  blobs?: Promise<Map<string, ObjectInfo | null>>,
  redaction: Redaction = findingsRedaction(findings),
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
  // Open findings first: past its file's comparison budget a quote is not located, and only an open one changes the verdict.
  for (const { quoting } of byBlob.values()) quoting.sort((a, b) => Number(isOpen(findings[b]!)) - Number(isOpen(findings[a]!)));
  const quotesOf = (blob: string) => byBlob.get(blob)!.quoting.map((i) => findings[i]!.existing_code);
  const place = (blob: string, located: Anchor[]) => byBlob.get(blob)!.quoting.forEach((i, k) => (anchors[i] = located[k]!));
  const missing = (blob: string) =>
    place(
      blob,
      byBlob.get(blob)!.quoting.map((): Anchor => ({
        status: 'unlocated',
        reason: `the head version (blob ${blob.slice(0, 12)}) is not in this clone: check out with fetch-depth: 0`,
      })),
    );
  // Sizes first (headers only): a blob missing here stays missing whatever the tree holds, and
  // only a tree file of the blob's size is read and hashed.
  const info = byBlob.size ? await (blobs ?? objectInfo(root, [...byBlob.keys()])) : new Map<string, ObjectInfo | null>();
  const inTree: QuotedFile[] = [];
  const budgetOf = (size: number) => fileBudget(size, byBlob.size);
  for (const [blob, { path }] of byBlob) {
    const found = info.get(blob);
    if (found?.type === 'blob') inTree.push({ path, blob, size: found.size, quotes: quotesOf(blob), budget: budgetOf(found.size) });
  }
  const fromTree = new Map((await locateInTreeFiles(root, inTree)).map((located, k) => [inTree[k]!.blob, located]));
  const fromGit: string[] = [];
  for (const blob of byBlob.keys()) {
    const located = fromTree.get(blob);
    if (located) place(blob, located);
    else if (info.get(blob)) fromGit.push(blob);
    else missing(blob);
  }
  await streamObjects(root, fromGit, (blob, { data }) =>
    data ? place(blob, locateIn(data, quotesOf(blob), budgetOf(data.length))) : missing(blob),
  );
  return findings.map((f, i) => ({ ...redactFinding(f, redaction), anchor: anchors[i]! }));
}

export function isOpen(f: Finding): boolean {
  return f.disposition !== 'refuted';
}

export function describeAnchor(a: Anchor): string {
  if (a.status === 'located') return a.start === a.end ? `line ${a.start}` : `lines ${a.start}-${a.end}`;
  if (a.status === 'ambiguous' && a.tooMany)
    return `ambiguous: too many places to compare${a.fileBudget ? ' in this file: the comparison budget its quotes share is spent' : ''}${a.candidates.length ? ` (first at lines ${a.candidates.map((c) => c.start).join(', ')})` : ''}`;
  if (a.status === 'ambiguous')
    return a.places !== undefined
      ? `ambiguous: ${a.places} places (the first ${a.candidates.length} at lines ${a.candidates.map((c) => c.start).join(', ')})`
      : `ambiguous: ${a.candidates.length} places (lines ${a.candidates.map((c) => c.start).join(', ')})`;
  return `unlocated: ${a.reason}`;
}
