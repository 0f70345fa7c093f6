import { confusableSkeleton } from './names.js';

const ASCII_WORD = /[A-Za-z0-9]/;

/**
 * A test of whether a text holds a character that reads as an ASCII letter or digit it is not:
 * one whose compatibility form (NFKC: fullwidth `ｉ`, mathematical `𝚒`) or confusable skeleton
 * (UTS #39: Cyrillic `і`, Greek `ο`, Armenian `օ`) is one. Such a character in code is another
 * identifier, number or host name than the one a reader sees. An accent or a typographic
 * apostrophe reads as itself and passes. Loaded when first needed, as the skeleton is.
 */
export async function lookAlikeTest(): Promise<(text: string) => boolean> {
  const skeleton = await confusableSkeleton();
  const seen = new Map<string, boolean>();
  const lookAlike = (c: string): boolean => {
    if (c.charCodeAt(0) < 0x80) return false;
    let hit = seen.get(c);
    if (hit === undefined) seen.set(c, (hit = ASCII_WORD.test(c.normalize('NFKC')) || ASCII_WORD.test(skeleton(c))));
    return hit;
  };
  return (text) => {
    for (const c of text) if (lookAlike(c)) return true;
    return false;
  };
}
