/** Characters each searched string begins with that the search hashes: every string is at least this long. */
export const FIND_ANY_PREFIX = 8;

const BASE = 257;
/** BASE to the power FIND_ANY_PREFIX - 1, modulo 2^32: what the character leaving the window weighed. */
const TOP = Array.from({ length: FIND_ANY_PREFIX - 1 }).reduce<number>((p) => Math.imul(p, BASE), 1);
/** Bits of the filter a window's hash is first looked up in: most windows stop there. */
const FILTER_BITS = 20;

function hashOf(text: string, at: number): number {
  let h = 0;
  for (let i = at; i < at + FIND_ANY_PREFIX; i++) h = (Math.imul(h, BASE) + text.charCodeAt(i)) >>> 0;
  return h;
}

/**
 * Which of many strings stand in a text, in one pass whatever their number (Rabin-Karp): a rolling
 * hash of each window of FIND_ANY_PREFIX characters, looked up in a bit filter, then among the
 * strings beginning with such a window, each compared where it would start. A search per string
 * costs the text's length once per string: a thousand of them over a large change took seconds.
 */
export class FindAny {
  private readonly byHash = new Map<number, string[]>();
  private readonly filter = new Uint32Array(1 << (FILTER_BITS - 5));

  /** `strings`: each at least FIND_ANY_PREFIX characters (shorter ones are never found). */
  constructor(strings: Iterable<string>) {
    for (const s of strings) {
      if (s.length < FIND_ANY_PREFIX) continue;
      const h = hashOf(s, 0);
      const slot = h >>> (32 - FILTER_BITS);
      this.filter[slot >>> 5]! |= 1 << (slot & 31);
      const same = this.byHash.get(h);
      if (same) same.push(s);
      else this.byHash.set(h, [s]);
    }
  }

  /** The strings that stand in `text`, each once. */
  foundIn(text: string): Set<string> {
    const found = new Set<string>();
    if (this.byHash.size === 0 || text.length < FIND_ANY_PREFIX) return found;
    let h = hashOf(text, 0);
    for (let at = 0; ; at++) {
      const slot = h >>> (32 - FILTER_BITS);
      if (this.filter[slot >>> 5]! & (1 << (slot & 31))) for (const s of this.byHash.get(h) ?? []) if (text.startsWith(s, at)) found.add(s);
      const next = at + FIND_ANY_PREFIX;
      if (next >= text.length) return found;
      h = (Math.imul(h - Math.imul(text.charCodeAt(at), TOP), BASE) + text.charCodeAt(next)) >>> 0;
    }
  }
}
