import type { ReviewScope } from '../schemas/types.js';
import { readObjects } from '../git/git.js';
import { redact } from '../text/redact.js';
import type { Finding } from './evidence.js';

export type Anchor =
  | { status: 'located'; start: number; end: number }
  | { status: 'ambiguous'; candidates: { start: number; end: number }[]; tooMany?: true }
  | { status: 'unlocated'; reason: string };

export type AnchoredFinding = Finding & { anchor: Anchor };

const normalise = (line: string) => line.replace(/\s+/g, ' ').trim();
const MAX_CANDIDATES = 20;
const NL = 10;
/** UTF-8 bytes (as latin1) of every whitespace that \\s matches beyond space, tab and line ends: VT, FF, NBSP, U+1680, U+2000-200A, U+2028/9, U+202F, U+205F, U+3000, BOM. */
const EXOTIC_SPACES = [
  '\v',
  '\f',
  '\xc2\xa0',
  '\xe1\x9a\x80',
  ...Array.from({ length: 11 }, (_, i) => `\xe2\x80${String.fromCharCode(0x80 + i)}`),
  '\xe2\x80\xa8',
  '\xe2\x80\xa9',
  '\xe2\x80\xaf',
  '\xe2\x81\x9f',
  '\xe3\x80\x80',
  '\xef\xbb\xbf',
].map((s) => Buffer.from(s, 'latin1'));
const [SP, TAB, CR] = [32, 9, 13];

/** A token standing this often or less is a cheap enough handle: stop looking for a rarer one. */
const RARE_ENOUGH = 2;

/**
 * A file's bytes, searched without decoding or normalising the whole file:
 * the quote's first line is found through its rarest token (native
 * Buffer.indexOf), and only the lines where that token stands are decoded and
 * compared, whitespace normalised. Reading every byte in JavaScript would cost
 * more than git takes to hand the file over.
 */
export class LineIndex {
  private starts?: number[];
  private regular?: boolean;
  constructor(private readonly buf: Buffer) {}

  /**
   * True when every line's normalised form is simply its trimmed text: no
   * whitespace run inside a line other than one space, and no exotic space.
   * Then a normalised first line can be searched verbatim (one native scan);
   * otherwise the token search below, which is exact for any whitespace.
   */
  private isRegular(): boolean {
    this.regular ??= this.scanRegular();
    return this.regular;
  }

  /**
   * One pass over the bytes: a whitespace run between two words of a line must
   * be exactly one space; a byte that may start an exotic space (VT, FF, or a
   * UTF-8 lead byte) sends the file to the exact byte-sequence check.
   */
  private scanRegular(): boolean {
    const b = this.buf;
    let word = false;
    let run = 0;
    let odd = false;
    let suspect = false;
    for (let i = 0; i < b.length; i++) {
      const c = b[i]!;
      if (c === NL) {
        word = false;
        run = 0;
        odd = false;
      } else if (c === SP || c === TAB || c === CR) {
        if (word) {
          run++;
          if (c !== SP || run > 1) odd = true;
        }
      } else {
        if (run > 0 && odd) return false;
        if (c >= 0x80 || c === 11 || c === 12) suspect = true;
        word = true;
        run = 0;
        odd = false;
      }
    }
    return !suspect || !EXOTIC_SPACES.some((seq) => b.includes(seq));
  }

  /** Line starts where the quote's first line stands verbatim, alone on its line (regular files only). */
  private verbatimStarts(first: string): number[] {
    const b = this.buf;
    const needle = Buffer.from(first, 'utf8');
    const starts: number[] = [];
    for (let at = b.indexOf(needle); at >= 0; at = b.indexOf(needle, at + 1)) {
      let s = at;
      while (s > 0 && (b[s - 1] === SP || b[s - 1] === TAB || b[s - 1] === CR)) s--;
      if (s > 0 && b[s - 1] !== NL) continue;
      let e = at + needle.length;
      while (e < b.length && (b[e] === SP || b[e] === TAB || b[e] === CR)) e++;
      if (e < b.length && b[e] !== NL) continue;
      starts.push(s);
    }
    return starts;
  }

  /** 1-based line number of a byte offset (line starts counted once per file, on first need). */
  private lineNumber(offset: number): number {
    if (!this.starts) {
      const starts = [0];
      for (let i = this.buf.indexOf(NL); i >= 0; i = this.buf.indexOf(NL, i + 1)) starts.push(i + 1);
      this.starts = starts;
    }
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** Occurrences of `token`, stopping once there are more than `limit`. */
  private count(token: Buffer, limit: number): number {
    let n = 0;
    for (let at = this.buf.indexOf(token); at >= 0 && n <= limit; at = this.buf.indexOf(token, at + token.length)) n++;
    return n;
  }

  /**
   * The quote's lines match the file's lines from the line starting at `start`. Each byte
   * compared is charged to `budget`; false once it is spent (the caller reports that).
   */
  private matchesAt(start: number, q: string[], budget: { bytes: number }): boolean {
    let at = start;
    for (const line of q) {
      if (at > this.buf.length) return false;
      const nl = this.buf.indexOf(NL, at);
      const end = nl < 0 ? this.buf.length : nl;
      budget.bytes -= end - at + 1;
      if (budget.bytes < 0) return false;
      if (normalise(this.buf.toString('utf8', at, end)) !== line) return false;
      at = end + 1;
    }
    return true;
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
    const starts = this.isRegular() ? this.verbatimStarts(q[0]!) : this.tokenStarts(q[0]!);
    const hits: { start: number; end: number }[] = [];
    // Comparing lines at every place the first line stands is quadratic when a long quote repeats
    // (100,000 identical lines): the work is capped at twice the file plus the quote, and a quote
    // that needs more is ambiguous, never located.
    const budget = { bytes: 2 * this.buf.length + 2 * Buffer.byteLength(quote) + 4096 };
    for (const start of starts) {
      if (!this.matchesAt(start, q, budget)) {
        if (budget.bytes < 0) return { status: 'ambiguous', candidates: hits.slice(0, MAX_CANDIDATES), tooMany: true };
        continue;
      }
      const line = this.lineNumber(start);
      hits.push({ start: line, end: line + q.length - 1 });
    }
    if (hits.length === 1) return { status: 'located', ...hits[0]! };
    if (hits.length > 1) return { status: 'ambiguous', candidates: hits.slice(0, MAX_CANDIDATES) };
    return { status: 'unlocated', reason: 'no whole consecutive lines of the head version match the quote' };
  }

  /** Line starts of every line holding the first line's rarest token: a superset of the matches, for any whitespace. */
  private tokenStarts(first: string): number[] {
    // Every token of the first line must stand in the file; the rarest is the cheapest handle.
    const tokens = [...new Set(first.split(' '))]
      .sort((a, b) => b.length - a.length)
      .slice(0, 8)
      .map((t) => Buffer.from(t));
    let best: Buffer | undefined;
    let bestCount = Infinity;
    for (const t of tokens) {
      const n = this.count(t, RARE_ENOUGH * 8);
      if (n === 0) return [];
      if (n < bestCount) [best, bestCount] = [t, n];
      if (n <= RARE_ENOUGH) break;
    }
    const starts: number[] = [];
    for (let at = this.buf.indexOf(best!); at >= 0; at = this.buf.indexOf(best!, at + 1)) {
      const start = at === 0 ? 0 : this.buf.lastIndexOf(NL, at - 1) + 1;
      if (starts[starts.length - 1] !== start) starts.push(start);
    }
    return starts;
  }
}

const QUOTED_FIELDS = ['existing_code', 'content', 'evidence', 'refutation', 'trigger', 'consequence', 'fix', 'suggestion'] as const;

/** The redaction floor over every free-text field, applied after locating (the quote must match the code as it is). */
export function redactFinding<T extends Finding>(f: T): T {
  const out = { ...f };
  for (const k of QUOTED_FIELDS) if (typeof out[k] === 'string') (out as Record<string, unknown>)[k] = redact(out[k]);
  return out;
}

/**
 * Locates every finding's quote in the head version, read from git objects by
 * the blob ids the scope sealed (never the work tree). Symlinks and submodules
 * cannot be quoted.
 */
export async function anchorFindings(root: string, scope: ReviewScope, findings: Finding[]): Promise<AnchoredFinding[]> {
  const byPath = new Map(scope.files.map((f) => [f.path, f]));
  const wanted = [
    ...new Set(
      findings
        .map((f) => byPath.get(f.path))
        .filter((f) => f?.kind === 'file')
        .map((f) => f!.blob),
    ),
  ];
  const blobs = await readObjects(root, wanted);
  const indexes = new Map<string, LineIndex | null>();
  const indexFor = (blob: string) => {
    if (!indexes.has(blob)) {
      const data = blobs.get(blob)?.data;
      indexes.set(blob, data ? new LineIndex(data) : null);
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
      anchor = index
        ? index.locate(f.existing_code)
        : {
            status: 'unlocated',
            reason: `the head version (blob ${file.blob.slice(0, 12)}) is not in this clone: check out with fetch-depth: 0`,
          };
    }
    return { ...redactFinding(f), anchor };
  });
}

export function isOpen(f: Finding): boolean {
  return f.disposition !== 'refuted';
}

export function describeAnchor(a: Anchor): string {
  if (a.status === 'located') return a.start === a.end ? `line ${a.start}` : `lines ${a.start}-${a.end}`;
  if (a.status === 'ambiguous' && a.tooMany)
    return `ambiguous: too many places to compare${a.candidates.length ? ` (first at lines ${a.candidates.map((c) => c.start).join(', ')})` : ''}`;
  if (a.status === 'ambiguous') return `ambiguous: ${a.candidates.length} places (lines ${a.candidates.map((c) => c.start).join(', ')})`;
  return `unlocated: ${a.reason}`;
}
