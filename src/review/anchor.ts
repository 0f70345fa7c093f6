import type { ReviewScope } from '../schemas/types.js';
import { readObjects } from '../git/git.js';
import { redact } from '../text/redact.js';
import type { Finding } from './evidence.js';

export type Anchor =
  | { status: 'located'; start: number; end: number }
  | { status: 'ambiguous'; candidates: { start: number; end: number }[] }
  | { status: 'unlocated'; reason: string };

export type AnchoredFinding = Finding & { anchor: Anchor };

const normalise = (line: string) => line.replace(/\s+/g, ' ').trim();
const MAX_CANDIDATES = 20;

/** A file's lines, normalised once, with the positions of each line for quick lookups. */
export class LineIndex {
  readonly lines: string[];
  private readonly at = new Map<string, number[]>();
  constructor(text: string) {
    this.lines = text.split(/\r?\n/).map(normalise);
    this.lines.forEach((l, i) => {
      const list = this.at.get(l);
      if (list) list.push(i);
      else this.at.set(l, [i]);
    });
  }

  /**
   * Where the quote stands as whole consecutive lines, whitespace normalised.
   * Lines are 1-based; blank lines around the quote do not count.
   */
  locate(quote: string): Anchor {
    const q = quote.split(/\r?\n/).map(normalise);
    while (q.length && q[0] === '') q.shift();
    while (q.length && q[q.length - 1] === '') q.pop();
    if (q.length === 0) return { status: 'unlocated', reason: 'the quote is blank' };
    const hits: { start: number; end: number }[] = [];
    for (const i of this.at.get(q[0]!) ?? []) {
      let ok = true;
      for (let k = 1; k < q.length && ok; k++) ok = this.lines[i + k] === q[k];
      if (ok) hits.push({ start: i + 1, end: i + q.length });
    }
    if (hits.length === 1) return { status: 'located', ...hits[0]! };
    if (hits.length > 1) return { status: 'ambiguous', candidates: hits.slice(0, MAX_CANDIDATES) };
    return { status: 'unlocated', reason: 'no whole consecutive lines of the head version match the quote' };
  }
}

const QUOTED_FIELDS = ['existing_code', 'content', 'evidence', 'refutation', 'trigger', 'consequence', 'fix'] as const;

/** The redaction floor over every free-text field, applied after locating (the quote must match the code as it is). */
export function redactFinding<T extends Finding>(f: T): T {
  const out = { ...f };
  for (const k of QUOTED_FIELDS) if (typeof out[k] === 'string') (out as Record<string, unknown>)[k] = redact(out[k] as string);
  return out;
}

/**
 * Locates every finding's quote in the head version, read from git objects by
 * the blob ids the scope sealed (never the work tree). Symlinks and submodules
 * cannot be quoted.
 */
export async function anchorFindings(root: string, scope: ReviewScope, findings: Finding[]): Promise<AnchoredFinding[]> {
  const byPath = new Map(scope.files.map((f) => [f.path, f]));
  const wanted = [...new Set(findings.map((f) => byPath.get(f.path)).filter((f) => f?.kind === 'file').map((f) => f!.blob))];
  const blobs = await readObjects(root, wanted);
  const indexes = new Map<string, LineIndex | null>();
  const indexFor = (blob: string) => {
    if (!indexes.has(blob)) {
      const data = blobs.get(blob)?.data;
      indexes.set(blob, data ? new LineIndex(data.toString('utf8')) : null);
    }
    return indexes.get(blob)!;
  };
  return findings.map((f) => {
    const file = byPath.get(f.path);
    let anchor: Anchor;
    if (!file) anchor = { status: 'unlocated', reason: 'not a selected file of the scope' };
    else if (file.kind !== 'file') anchor = { status: 'unlocated', reason: `a ${file.kind} is not quotable` };
    else {
      const index = indexFor(file.blob);
      anchor = index ? index.locate(f.existing_code) : { status: 'unlocated', reason: `the head version (blob ${file.blob.slice(0, 12)}) is not in this clone: check out with fetch-depth: 0` };
    }
    return { ...redactFinding(f), anchor };
  });
}

export function isOpen(f: Finding): boolean {
  return f.disposition !== 'refuted';
}

export function describeAnchor(a: Anchor): string {
  if (a.status === 'located') return a.start === a.end ? `line ${a.start}` : `lines ${a.start}-${a.end}`;
  if (a.status === 'ambiguous') return `ambiguous: ${a.candidates.length} places (lines ${a.candidates.map((c) => c.start).join(', ')})`;
  return `unlocated: ${a.reason}`;
}
