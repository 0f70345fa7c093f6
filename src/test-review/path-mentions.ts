import { posix } from 'node:path';

/**
 * Every place a text names one of many paths, found in one walk of the text instead of one
 * search per path: a report of 10,000 finding blocks over 1,000 reviewed files asked every
 * paragraph for every file (ten million searches), most of a 20-second run.
 */

/** The characters a path is made of, at its ends: a path glued to one is part of a longer name. */
const PATH_CHAR = /[\p{L}\p{N}_./\\-]/u;
/** Keys are a path's first characters, at most this many (fewer when a path is shorter). */
const MAX_KEY = 8;

export interface PathFinder {
  /** Each start (a UTF-16 offset) where `text` holds a path with no path character glued before it, once per path and start. */
  occurrences(text: string): { path: string; at: number }[];
}

export function pathFinder(paths: readonly string[]): PathFinder {
  const key = paths.reduce((k, p) => Math.min(k, p.length), MAX_KEY);
  const byKey = new Map<string, string[]>();
  // A start is looked up only where its first code unit begins some path: a table, not a string per offset.
  const first = new Uint8Array(0x10000);
  for (const p of paths) {
    const k = p.slice(0, key);
    const same = byKey.get(k);
    if (same) same.push(p);
    else byKey.set(k, [p]);
    if (key > 0) first[p.charCodeAt(0)] = 1;
  }
  return {
    occurrences(text) {
      const out: { path: string; at: number }[] = [];
      if (byKey.size === 0) return out;
      for (let at = 0; at <= text.length - key; at++) {
        if (key > 0 && !first[text.charCodeAt(at)]) continue;
        const bucket = byKey.get(text.slice(at, at + key));
        if (!bucket || (at > 0 && PATH_CHAR.test(text[at - 1]!))) continue;
        for (const path of bucket) if (text.startsWith(path, at)) out.push({ path, at });
      }
      return out;
    },
  };
}

/** Emphasis, strikethrough and code marks: never part of a path a page shows. */
const MARKS = /[*`~]/g;
/** A Markdown escape: the page shows the punctuation without its backslash (`test\_cart.py`). */
const ESCAPE = /\\([!-/:-@[-`{-~])/g;
const PATH_RUN = /[\p{L}\p{N}_./-]+/gu;

/** Each path in a text in its shortest spelling: `./a`, `a//b`, `a/x/../b` as `a`, `a/b`, `a/b`; an absolute one as written. */
function shortest(text: string): string {
  // Prose with no separator has nothing to spell out: a 16 MiB report of words is not rebuilt a word at a time.
  if (!text.includes('/')) return text;
  return text.replace(PATH_RUN, (run) => (run.includes('/') && !run.startsWith('/') ? posix.normalize(run) : run));
}

/**
 * A text as a reader takes the paths in it, lower-cased, in each spelling a writer may mean by a
 * backslash: a Windows separator (`tests\unit\a.ts`, as an agent on Windows writes it) or a
 * Markdown escape (`test\_cart.py`, shown `test_cart.py`). Marks are off, an underscore kept (a
 * pytest file's name), and `./`, `..` and doubled separators spelled out, so every spelling of a
 * changed test's path is that path: never prose a claim slips past in.
 */
export function pathReadings(text: string): string[] {
  const plain = text.normalize('NFKC').replace(MARKS, '');
  // Without a backslash the two spellings are one.
  const spellings = plain.includes('\\') ? [plain, plain.replace(ESCAPE, '$1')] : [plain];
  return spellings.map((t) => shortest(t.replace(/\\/g, '/')).toLowerCase());
}

/**
 * A line written after a path in the spellings models use besides `path:3`: `, line 3`,
 * ` (line 3)`, ` (L3)`, `#L3`, ` lines 3-8`, ` at line 3`. Group 1 is the line, group 2 a range's end.
 * Case-insensitive use only.
 */
export const LINE_AFTER_PATH = String.raw`(?:[\s,;:()–—-]+(?:at\s+|on\s+)?(?:lines?|ln\.?|l\.?)|#l)\s*(\d+)(?:\s*[-–]\s*l?(\d+))?`;
