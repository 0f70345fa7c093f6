/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), Unicode's default
 * ignorables (U+3164 and the other Hangul fillers, U+115F, U+FFA0, variation
 * selectors, tags), and the blank symbols outside those classes: U+2800 BRAILLE
 * PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD.
 */
const BLANK = /[\p{C}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu;
const WORD = /[\p{L}\p{N}]/u;

/** True when the text holds a character that shows nothing on its own (see BLANK), a space or a tab included. */
export function hasBlank(text: string): boolean {
  BLANK.lastIndex = 0;
  return BLANK.test(text);
}

/** The text with everything that shows nothing on its own removed (see BLANK). */
export function withoutBlanks(text: string): string {
  return text.replace(BLANK, '');
}

/** True when the text still holds a letter or a digit once everything invisible is removed. */
export function hasVisibleWords(text: string | undefined): boolean {
  return text !== undefined && WORD.test(withoutBlanks(text));
}

/** The bidirectional controls: embeddings, overrides, isolates and the directional marks (they make text show in another order than its characters). */
export const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
