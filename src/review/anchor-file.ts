import { isAscii } from 'node:buffer';
import { readIfBlob } from '../git/sealed-read.js';
import { fileBudget, LineIndex, NO_MATCH, type Anchor, type Budget } from './line-index.js';

/**
 * A quoted file: where it is, the blob the scope sealed and its size (as git reported it), the
 * quotes to locate in it, and its comparison budget (its fileBudget as one file's when left out).
 */
export interface QuotedFile {
  path: string;
  blob: string;
  size: number;
  quotes: string[];
  budget?: number;
}

/**
 * Every quote located in a head version's bytes: as written, then composed (NFC) when that was
 * no match, both within the one budget of the file.
 */
export function locateIn(data: Buffer, quotes: string[], budget = fileBudget(data.length)): Anchor[] {
  const left = { left: budget };
  return locateComposed(data, quotes, new LineIndex(data, { budget: left }).locateAll(quotes), left);
}

/**
 * The file's quotes located in the working-tree file when its bytes are the sealed blob (see
 * readIfBlob, `scratch` its read buffer); null when they are not, and git's copy is to be read.
 */
export function locateInTree(root: string, file: QuotedFile, scratch?: Buffer): Anchor[] | null {
  const data = readIfBlob(root, file.path, file.blob, file.size, scratch);
  return data ? locateIn(data, file.quotes, file.budget) : null;
}

/**
 * The quotes no line matches as written, compared again composed (NFC) on both sides: a head
 * version holding `e` + U+0301 (text pasted from a macOS file name) and a model's `é` are one text.
 * Bytes first: a quote written as the file is located by its bytes alone. NFC never joins or
 * splits a line, so every line keeps its number. Only composition joins two spellings: a match
 * whose lines or quote hold a character NFC rewrites on its own (U+212A KELVIN SIGN for `K`, U+037E
 * GREEK QUESTION MARK for `;`) joins lookalikes, other code than the quote, and stays unmatched.
 */
function locateComposed(data: Buffer, quotes: string[], anchors: Anchor[], budget: Budget): Anchor[] {
  const retry = anchors.flatMap((a, k) => (a.status === 'unlocated' && a.reason === NO_MATCH ? [k] : []));
  if (retry.length === 0 || (isAscii(data) && retry.every((k) => /^[\x00-\x7f]*$/.test(quotes[k]!)))) return anchors;
  const text = data.toString('utf8');
  const composed = text.normalize('NFC');
  const asked = retry.map((k) => quotes[k]!.normalize('NFC'));
  if (composed === text && asked.every((q, j) => q === quotes[retry[j]!])) return anchors;
  const again = new LineIndex(Buffer.from(composed, 'utf8'), { budget }).locateAll(asked);
  let lines: string[] | undefined;
  retry.forEach((k, j) => {
    const a = again[j]!;
    if (a.status === 'unlocated') return;
    if (a.status === 'located') {
      lines ??= text.split('\n');
      if (!composesOnly(quotes[k]!) || !composesOnly(lines.slice(a.start - 1, a.end).join('\n'))) return;
    }
    anchors[k] = a;
  });
  return anchors;
}

/** True when NFC rewrites no character of `text` on its own (it may still compose a sequence). */
function composesOnly(text: string): boolean {
  for (const c of text) if (c.charCodeAt(0) >= 0x80 && c.normalize('NFC') !== c) return false;
  return true;
}
