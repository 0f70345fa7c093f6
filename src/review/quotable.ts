/**
 * Lines no finding can quote. A quote (`existing_code`) holds at most QUOTE_MAX_CHARS code points
 * (the findings schema's maxLength, counted as ajv counts: a surrogate pair is one) and must equal
 * whole lines once whitespace is normalised, so a line longer than that even normalised (a
 * minified bundle, a one-line JSON, SVG or lock file, a data URI) can never be anchored: the agent's
 * "no findings" on it proves nothing, and a person must read it.
 */
import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { normalisedPast, QUOTE_MAX_CHARS } from './line-index.js';

export { QUOTE_MAX_CHARS };
const NL = 10;

/**
 * Each line of a file's bytes too long to quote, by the SHA-256 of its text decoded (the text,
 * megabytes a line, would be held for every file until the base versions are read), with how
 * often it stands. Lines end at LF alone, as git and anchoring split them (a CR-only file is one
 * line); LF is never part of a UTF-8 sequence, valid or not, so the lines decoded one by one are
 * the lines of the file decoded. A line of at most QUOTE_MAX_CHARS bytes holds at most that many
 * UTF-16 units (a sequence of n bytes, or an invalid byte's U+FFFD, is at most n units) and so
 * code points: only longer lines are decoded, and the rest are stepped over natively, a newline
 * within QUOTE_MAX_CHARS bytes of a line's start clearing every line up to it in one search. A
 * decoded line is counted, not normalised (normalisedPast): that stops at the cap.
 */
export function unquotableLines(bytes: Buffer): Map<string, number> {
  const out = new Map<string, number>();
  for (let start = 0; bytes.length - start > QUOTE_MAX_CHARS;) {
    const within = bytes.lastIndexOf(NL, start + QUOTE_MAX_CHARS);
    if (within >= start) {
      start = within + 1;
      continue;
    }
    const nl = bytes.indexOf(NL, start + QUOTE_MAX_CHARS);
    const end = nl < 0 ? bytes.length : nl;
    const line = bytes.toString('utf8', start, end);
    if (normalisedPast(line, QUOTE_MAX_CHARS)) {
      const raw = bytes.subarray(start, end);
      // Valid UTF-8 is its text encoded: hashed as it stands, the same digest without a copy.
      const key = createHash('sha256')
        .update(isUtf8(raw) ? raw : line)
        .digest('base64');
      out.set(key, (out.get(key) ?? 0) + 1);
    }
    start = end + 1;
  }
  return out;
}

/**
 * How many lines the change adds that no quote can hold: the head's unquotable lines less those
 * the base version already held as often (a long line left as it was is context, not a change).
 * `base` is undefined when every line of the head is new (an added file, one shown whole).
 */
export function changedUnquotable(head: Map<string, number>, base: Map<string, number> | undefined): number {
  let n = 0;
  for (const [line, count] of head) n += Math.max(0, count - (base?.get(line) ?? 0));
  return n;
}
