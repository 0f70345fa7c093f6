import { ProofgateError } from '../text/errors.js';
import { readRegular, shownPath } from '../text/files.js';
import { sha256 } from '../text/hash.js';
import { plainText, visible } from '../text/neutralise.js';
import { hasVisibleWords } from '../text/words.js';
import type { ReviewScope } from '../schemas/types.js';
import type { ReviewPaths } from './evidence.js';

/** A pull request's description is at most 65,536 characters; four UTF-8 bytes each at worst. */
export const INTENT_MAX_BYTES = 256 * 1024;

/** What the change says it does: a spec file, or the pull request's description. Testimony, not evidence. */
export interface Intent {
  /** Where it came from, as a person reads it: a path, or "pull request #12 description". */
  source: string;
  text: string;
}

export type SealedIntent = NonNullable<ReviewScope['intent']>;

/** Refuses an intent that is empty, too large, not text, or not UTF-8; the text is kept as given. */
export function checkIntent(bytes: Buffer, source: string): Intent {
  const where = `the intent (${visible(source)})`;
  if (bytes.length > INTENT_MAX_BYTES) throw new ProofgateError(`${where} is ${bytes.length} bytes; the limit is 256 KiB`);
  if (bytes.includes(0)) throw new ProofgateError(`${where} contains a NUL byte: give a text file`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ProofgateError(`${where} is not valid UTF-8: save it as UTF-8`);
  }
  // Invisible characters alone (U+200B, U+3164, U+2800) say nothing a reviewer can check the change against (row 46).
  if (!hasVisibleWords(text)) throw new ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
  return { source, text };
}

/** A spec file inside the working tree `root` (never through a link), checked like any intent. */
export async function readIntentFile(root: string, path: string): Promise<Intent> {
  const read = await readRegular(root, path, INTENT_MAX_BYTES);
  if (read.status === 'missing') throw new ProofgateError(`cannot read the spec ${visible(path)}: there is no such file (check the path)`);
  if (read.status === 'refused') throw new ProofgateError(`cannot read the spec ${shownPath(path)}: it ${read.reason}`);
  if (read.status === 'too-large') throw new ProofgateError(`the intent (${visible(path)}) is ${read.size} bytes; the limit is 256 KiB`);
  return checkIntent(read.bytes, path);
}

export function sealIntent(intent: Intent): SealedIntent {
  return { source: intent.source, sha256: sha256(intent.text), bytes: Buffer.byteLength(intent.text) };
}

/** The sealed intent's text from the review folder, or why it cannot be trusted. */
export async function loadIntent(paths: ReviewPaths, sealed: SealedIntent): Promise<{ text: string } | { problem: string }> {
  const read = await readRegular(paths.root, paths.file('intent'), INTENT_MAX_BYTES);
  if (read.status === 'missing') return { problem: 'no intent.md: the intent the scope sealed is missing (seal the scope again)' };
  if (read.status !== 'ok')
    return { problem: `intent.md cannot be read (${read.status === 'refused' ? read.reason : 'too large'}): seal the scope again` };
  const text = read.bytes.toString('utf8');
  return sha256(text) === sealed.sha256
    ? { text }
    : { problem: 'intent.md does not match the intent the scope sealed (seal the scope again)' };
}

/**
 * The intent as a prompt shows it: LF line ends, and every other control or invisible code point
 * but a tab as U+XXXX (plainText), so a tag character or bidi control of the author's reaches no
 * agent raw.
 */
export const intentShown = (text: string) => plainText(text.replace(/\r\n?/g, '\n'));

const words = (s: string) => intentShown(s).replace(/\s+/g, ' ').trim();

/** A claim stands only if the intent says it, word for word (whitespace may differ), both as the prompt shows them. */
export function intentSays(intentText: string, claim: string): boolean {
  const c = words(claim);
  return c !== '' && words(intentText).includes(c);
}
