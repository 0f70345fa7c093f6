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

/**
 * Characters a left-to-right page draws right to left, or whose neighbours it reorders: the letters
 * and digits of bidi classes R, AL and AN (`מחיר", 1, 1000` draws as `1000 ,1 ,"ריחמ`, Trojan Source
 * with no control), the bidi controls besides. JavaScript has no `\p{Bidi_Class}`, so this is every
 * right-to-left script by Script_Extensions (which holds the Arabic comma, tatweel and question mark
 * Script leaves Common), and the blocks Unicode gives a right-to-left default (DerivedBidiClass.txt),
 * for letters a later Unicode adds there (Garay) on a Node that does not know them yet.
 */
const RTL_SCRIPTS = [
  'Adlam',
  'Arabic',
  'Avestan',
  'Chorasmian',
  'Cypriot',
  'Elymaic',
  'Hanifi_Rohingya',
  'Hatran',
  'Hebrew',
  'Imperial_Aramaic',
  'Inscriptional_Pahlavi',
  'Inscriptional_Parthian',
  'Kharoshthi',
  'Lydian',
  'Mandaic',
  'Manichaean',
  'Mende_Kikakui',
  'Meroitic_Cursive',
  'Meroitic_Hieroglyphs',
  'Nabataean',
  'Nko',
  'Old_Hungarian',
  'Old_North_Arabian',
  'Old_Sogdian',
  'Old_South_Arabian',
  'Old_Turkic',
  'Old_Uyghur',
  'Palmyrene',
  'Phoenician',
  'Psalter_Pahlavi',
  'Samaritan',
  'Sogdian',
  'Syriac',
  'Thaana',
  'Yezidi',
];
export const RIGHT_TO_LEFT = new RegExp(
  `[${RTL_SCRIPTS.map((s) => `\\p{Script_Extensions=${s}}`).join('')}\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufefe\\u{10800}-\\u{10fff}\\u{1e800}-\\u{1efff}${BIDI.source.slice(1, -1)}]`,
  'u',
);
