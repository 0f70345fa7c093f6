/**
 * Person names as a person reads them. A name typed on a page is free text: `Octo Cat`,
 * `octo.cat`, `ＯＣＴＯＣＡＴ` and `Оctocat` (a Cyrillic О) all read as the login `octocat`.
 */

import { BIDI, withoutBlanks } from './words.js';

type Skeleton = (text: string) => string;

/**
 * Unicode's full case folding, as a name needs it: lower case alone is the simple fold, which
 * keeps `ß`, so `Strauß` would not read as `STRAUSS`. Upper case spells out every letter whose
 * capital is more than one letter (`ß` is `SS`, `ﬁ` is `FI`, `ŉ` is `ʼN`), and lowering first
 * takes the capital `ẞ` to `ß` (it has no capital of its own): every full fold reads the same.
 */
export const caseFold = (text: string) => text.toLowerCase().toUpperCase().toLowerCase();

/**
 * The letters and digits of a name, case-folded (caseFold), after NFKC: spaces, punctuation, symbols,
 * combining marks, format characters (zero-width, bidi) and the letters that show nothing (the
 * Hangul fillers U+3164, U+FFA0, U+115F, U+1160 are letters to Unicode, blank to a reader) are
 * gone. Empty means no name, and so does a name holding a bidirectional control.
 */
export function nameLetters(name: string): string {
  // Bidi controls make a name show in another order than its letters (U+202E `tacotcO` shows as
  // `Octocat`): such a name is no name.
  if (BIDI.test(name)) return '';
  // Folded before the marks go: a fold may leave one (`ǰ` is `j` and a caron).
  return withoutBlanks(caseFold(name.normalize('NFKC')).normalize('NFD')).replace(/[^\p{L}\p{N}]/gu, '');
}

/** Latin letters' small capitals (ᴛ, ʀ, …): no decomposition folds them, and confusables maps Cyrillic т to ᴛ. */
const SMALL_CAPITALS = new Map(
  [...'ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpꞯqʀrꜱsᴛtᴜuᴠvᴡwʏyᴢz'].flatMap((c, i, all) => (i % 2 ? [] : [[c, all[i + 1]!] as const])),
);

/** Compatibility forms decomposed, marks dropped (`ö` is `o`, however typed), small capitals as letters, lower case. */
const plain = (text: string) =>
  [...text.normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((c) => SMALL_CAPITALS.get(c) ?? c)
    .join('')
    .toLowerCase();

/**
 * Unicode's confusable skeleton (UTS #39, the `unhomoglyph` package's table), loaded when first
 * needed: `Ѕeverity` is `Severity`. Every source in the table is one code point, so the package's
 * alternation of 6,311 of them (tried at every offset: seconds over a 5 MB report) is one
 * character class here, and the same replacement.
 */
export async function confusableSkeleton(): Promise<Skeleton> {
  skeleton ??= import('unhomoglyph/data.json', { with: { type: 'json' } }).then(({ default: table }) => {
    const to = new Map(Object.entries(table as Record<string, string>));
    const sources = [...to.keys()].map((c) => `\\u{${c.codePointAt(0)!.toString(16)}}`).join('');
    const re = new RegExp(`[${sources}]`, 'gu');
    return (text: string) => text.replace(re, (c) => to.get(c)!);
  });
  return skeleton;
}
let skeleton: Promise<Skeleton> | undefined;

/**
 * A test of whether two names read the same: equal letters after NFKC, marks dropped, case
 * (fully: `ß` is `ss`) and small capitals folded, and Unicode's confusable mapping (UTS #39
 * confusables.txt, from the `unhomoglyph` package). The mapping is case-sensitive (`I` maps to
 * `l`, Cyrillic `т` to a small capital, `ö` to Arabic `ة`), so each name is folded both ways, plain
 * first and confusables first, and folded again after; any shared key matches. A name is read as
 * typed and as case folding spells it: the mapping may take a letter and its fold apart (it maps
 * Cyrillic `ъ` to `ˉb` and leaves `ᲆ`, which folds to `ъ`), and a fold may make a mark a letter
 * (`ᾳ` is `α` with iota below, and folds to `αι`).
 */
export async function nameMatcher(): Promise<(a: string, b: string) => boolean> {
  const skeleton = await confusableSkeleton();
  const spellingKeys = (name: string): string[] =>
    [skeleton(plain(name)), skeleton(plain(skeleton(name.normalize('NFKC'))))].map((k) => nameLetters(plain(k)));
  const keys = (name: string): string[] => [...[name, caseFold(name)].flatMap(spellingKeys), ...symbolsAsLetters(name)].filter(Boolean);
  return (a, b) => {
    const [ka, kb] = [keys(a), keys(b)];
    return kb.some((k) => ka.includes(k)) || ka.some((k) => loosely(k, kb)) || kb.some((k) => loosely(k, ka));
  };
}

/** A symbol outside ASCII, which the letters of a name drop: `©`, `◯`, `🅾`, a regional indicator `🇴`. */
const SYMBOL = /(?![\x00-\x7f])[\p{So}\p{Sk}]/u;
const SYMBOLS = new RegExp(SYMBOL.source, 'gu');

/**
 * The name with each symbol read as a letter it may be drawn as (`🅾ctocat`, `Octo©at`, `Oct◯cat`):
 * a letter loosely matches any one (see loosely). None when the name holds no symbol.
 */
function symbolsAsLetters(name: string): string[] {
  return SYMBOL.test(name) ? [nameLetters(plain(name.replace(SYMBOLS, 'ƈ')))] : [];
}

/**
 * A letter no folding turned into ASCII (`ƈ`, `ʈ`, `ⱥ`, `Ꝍ`: a hook, a stroke, a bar; no
 * decomposition, not in confusables.txt, over a hundred such Latin letters) reads as the letter
 * it is drawn on: it may stand for any one ASCII letter or digit, so `Octoƈat` is `octocat`.
 */
function loosely(key: string, others: string[]): boolean {
  if (/^[a-z0-9]*$/.test(key)) return false;
  const re = new RegExp(`^${[...key].map((c) => (/[a-z0-9]/.test(c) ? c : '[a-z0-9]')).join('')}$`);
  return others.some((k) => re.test(k));
}
