/**
 * Person names as a person reads them. A name typed on a page is free text: `Octo Cat`,
 * `octo.cat`, `ＯＣＴＯＣＡＴ` and `Оctocat` (a Cyrillic О) all read as the login `octocat`.
 */

type Skeleton = (text: string) => string;

/**
 * The letters and digits of a name, lower-cased, after NFKC: spaces, punctuation, symbols,
 * combining marks and format characters (zero-width, bidi) are gone. Empty means no name.
 */
export function nameLetters(name: string): string {
  return name
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
}

/**
 * A test of whether two names read the same: equal letters after NFKC, case folding and
 * Unicode's confusable mapping (UTS #39 confusables.txt, from the `unhomoglyph` package).
 * The mapping is case-sensitive (`I` maps to `l`, Greek `τ` to a small capital), so each
 * name is folded both ways, lower-case first and confusables first, and any shared key matches.
 */
export async function nameMatcher(): Promise<(a: string, b: string) => boolean> {
  const mod = await import('unhomoglyph');
  // CommonJS: native ESM's default is module.exports itself; the bundle may wrap it once more.
  const skeleton: Skeleton = (mod.default as unknown as { default?: Skeleton }).default ?? mod.default;
  const keys = (name: string): string[] => {
    const n = name.normalize('NFKC');
    return [skeleton(n.toLowerCase()), skeleton(skeleton(n).toLowerCase())].map(nameLetters).filter(Boolean);
  };
  return (a, b) => {
    const ka = keys(a);
    return keys(b).some((k) => ka.includes(k));
  };
}
