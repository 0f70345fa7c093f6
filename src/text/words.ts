import { DRAWS_NOTHING } from './neutralise.js';

/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), and what every sink
 * shows as U+XXXX (DRAWS_NOTHING: the default ignorables such as U+3164 and the
 * variation selectors, U+2800 BRAILLE PATTERN BLANK, U+1D159).
 */
const BLANK = new RegExp(`[\\p{C}\\p{Z}\\p{M}${DRAWS_NOTHING}]`, 'gu');
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
