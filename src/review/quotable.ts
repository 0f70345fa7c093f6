/**
 * Lines no finding can quote. A quote (`existing_code`) holds at most QUOTE_MAX_CHARS code points
 * (the findings schema's maxLength, counted as ajv counts: a surrogate pair is one) and must equal
 * whole lines once whitespace is normalised, so a line longer than that even normalised (a
 * minified bundle, a one-line JSON, SVG or lock file, a data URI) can never be anchored: the agent's
 * "no findings" on it proves nothing, and a person must read it.
 */
import { normalise } from './line-index.js';

export const QUOTE_MAX_CHARS = 20_000;

/** Each line of `text` too long to quote, with how often it stands. Lines end at LF alone, as git and anchoring split them (a CR-only file is one line). */
function unquotable(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    // A code point is one or two UTF-16 units: a line within the cap in units is within it in code points.
    if (line.length <= QUOTE_MAX_CHARS) continue;
    const quoted = normalise(line);
    if (quoted.length > QUOTE_MAX_CHARS && [...quoted].length > QUOTE_MAX_CHARS) out.set(line, (out.get(line) ?? 0) + 1);
  }
  return out;
}

/**
 * How many lines the change adds that no quote can hold: the head's unquotable lines less those
 * the base version already held as often (a long line left as it was is context, not a change).
 * `base` is undefined when every line of the head is new (an added file, one shown whole).
 */
export function changedUnquotable(head: string, base: string | undefined): number {
  const added = unquotable(head);
  if (added.size === 0) return 0;
  const had = base === undefined ? new Map<string, number>() : unquotable(base);
  let n = 0;
  for (const [line, count] of added) n += Math.max(0, count - (had.get(line) ?? 0));
  return n;
}
