import { readFile, stat } from 'node:fs/promises';
import { ProofgateError } from '../text/errors.js';
import { sha256 } from '../text/hash.js';
import { visible } from '../text/neutralise.js';
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
  if (text.trim() === '') throw new ProofgateError(`${where} is empty: leave the spec out, or write what the change must do`);
  return { source, text };
}

export async function readIntentFile(path: string, shownAs: string): Promise<Intent> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (err) {
    throw new ProofgateError(
      `cannot read the spec ${visible(shownAs)} (${(err as NodeJS.ErrnoException).code ?? 'error'}): check the path`,
    );
  }
  if (size > INTENT_MAX_BYTES) throw new ProofgateError(`the intent (${visible(shownAs)}) is ${size} bytes; the limit is 256 KiB`);
  return checkIntent(await readFile(path), shownAs);
}

export function sealIntent(intent: Intent): SealedIntent {
  return { source: intent.source, sha256: sha256(intent.text), bytes: Buffer.byteLength(intent.text) };
}

/** The sealed intent's text from the review folder, or why it cannot be trusted. */
export async function loadIntent(paths: ReviewPaths, sealed: SealedIntent): Promise<{ text: string } | { problem: string }> {
  let text: string;
  try {
    if ((await stat(paths.file('intent'))).size > INTENT_MAX_BYTES) return { problem: 'intent.md is larger than the sealed intent' };
    text = await readFile(paths.file('intent'), 'utf8');
  } catch {
    return { problem: 'no intent.md: the intent the scope sealed is missing (seal the scope again)' };
  }
  return sha256(text) === sealed.sha256
    ? { text }
    : { problem: 'intent.md does not match the intent the scope sealed (seal the scope again)' };
}

const words = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A claim stands only if the intent says it, word for word (whitespace may differ). */
export function intentSays(intentText: string, claim: string): boolean {
  const c = words(claim);
  return c !== '' && words(intentText).includes(c);
}
