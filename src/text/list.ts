import { codePoint, OTHER_SPACES, visible } from './neutralise.js';
import { trimEndOf, trimOf } from './trim.js';
import { RIGHT_TO_LEFT } from './words.js';

const LIST_CAP = 10;

/**
 * What in a name that is not in NFC prints like another name: a combining mark, a conjoining
 * Hangul jamo, a singleton NFC replaces (U+212B ANGSTROM SIGN for Å).
 */
const DECOMPOSED = /[\p{M}\u1100-\u11ff\u2126\u212a\u212b]/gu;

/**
 * Every character a page draws right to left or reorders around (words.ts's RIGHT_TO_LEFT, the class
 * a suggestion is withheld for, row 684), each one: drawn, such a run is laid out right to left and
 * moves the digits and folders beside it, so `lib/אב/12/x.js` and `lib/12/אב/x.js` look the same
 * (685): a name shows them as U+XXXX and then draws in the order it is written, in any sink and any direction.
 */
const RIGHT_TO_LEFT_EACH = new RegExp(RIGHT_TO_LEFT.source, 'gu');

/** A literal `U+` and four hex digits in a name: what an escaped code point looks like. */
const LOOKS_ESCAPED = /U\+(?=[0-9A-Fa-f]{4})/g;

/**
 * A name as one line shows it: invisible code points and spaces other than U+0020 as U+XXXX (a
 * U+0020 too at either end of the name or of a folder's name), and a name git holds
 * decomposed (`e` + U+0301, as macOS writes it) with its marks as U+XXXX, so it never reads as its
 * composed twin (`é`), another file: a person told which file to look at can tell which it is. A
 * name that itself holds `U+200B` has its `+` shown as U+002B (`UU+002B200B`), so it never reads
 * as the name with that invisible code point: every `U+XXXX` shown is one code point. A letter or
 * digit of a right-to-left script is shown as U+XXXX too, so the name draws in its own order.
 */
export function shownName(name: string): string {
  const literal = name.replace(LOOKS_ESCAPED, `U${codePoint('+')}`);
  const composed = literal.normalize('NFC') === literal ? literal : literal.replace(DECOMPOSED, codePoint);
  return endSpacesShown(visible(composed).replace(NAME_SPACE, codePoint).replace(RIGHT_TO_LEFT_EACH, codePoint));
}

/** A space other than U+0020 draws as one (`a` U+00A0 `b.js` as `a b.js`) or, at an end, as nothing. */
const NAME_SPACE = new RegExp(`[${OTHER_SPACES}]`, 'gu');

/**
 * A U+0020 at either end of a name or of a folder's name in it (`guard.js `, `dir /a.js`) draws as
 * nothing in every sink (inside a code span's shading too), so it is shown as U+0020.
 */
function endSpacesShown(name: string): string {
  return name
    .split('/')
    .map((part) => {
      const end = trimEndOf(part, ' ').length;
      const core = trimOf(part, ' ');
      const space = codePoint(' ');
      return `${space.repeat(end - core.length)}${core}${space.repeat(part.length - end)}`;
    })
    .join('/');
}

/**
 * Among `names`, those that compose (Unicode NFC) to the same as a given name: a name git holds
 * decomposed (as macOS writes it) and the composed spelling a model or a person types are one.
 */
export function composedTwins(names: Iterable<string>): (name: string) => string[] {
  const byComposed = new Map<string, string[]>();
  for (const n of names) byComposed.set(n.normalize('NFC'), [...(byComposed.get(n.normalize('NFC')) ?? []), n]);
  return (name) => byComposed.get(name.normalize('NFC')) ?? [];
}

/**
 * The names proofgate shows otherwise (a control, invisible or decomposed character as `U+XXXX`;
 * `spell` is how the place they were shown spells them), by the spelling shown.
 */
export function shownSpellings(names: Iterable<string>, spell: (name: string) => string = shownName): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const n of names) {
    const shown = spell(n);
    if (shown !== n) by.set(shown, [...(by.get(shown) ?? []), n]);
  }
  return by;
}

const unitEscape = (unit: number) => `\\u${unit.toString(16).padStart(4, '0')}`;

/**
 * A name as a YAML double-quoted string a person can copy into a workflow input, in printable ASCII
 * alone: JSON's quoting, and every other code point as an escape (`"cle\u0301.pem"`), so that no
 * sink's neutralising changes it and a decomposed name is not copied as its composed twin.
 */
export function yamlQuotedName(name: string): string {
  return JSON.stringify(name).replace(/[^\x20-\x7e]/gu, (ch) => {
    const cp = ch.codePointAt(0)!;
    return cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : unitEscape(cp);
  });
}

/**
 * A name as a JSON string in printable ASCII (every other UTF-16 unit as `\uXXXX`): what
 * `writtenName` reads back as exactly that name, whatever it holds.
 */
export function jsonQuotedName(name: string): string {
  return JSON.stringify(name).replace(/[^\x20-\x7e]/g, (ch) => unitEscape(ch.charCodeAt(0)));
}

/**
 * A name as a person wrote it in a list of names (`acknowledge`): a value that is a JSON string
 * literal is that exact string, the one way an action input's line, which loses the spaces at its
 * ends and ends at a line break, can hold such a name; any other value is the name as written.
 */
export function writtenName(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  try {
    return JSON.parse(value) as string;
  } catch {
    return value;
  }
}

/** Whether a line of an action input holds `name` as written: no space or line break at its ends, no line break in it, no JSON string. */
export const writableAsIs = (name: string): boolean => name === name.trim() && !/[\r\n]/.test(name) && writtenName(name) === name;

/** A list for one line of output: the first ten names (each as `show` spells it), then how many more. */
export function nameList(items: string[], show: (name: string) => string = shownName): string {
  const shown = items
    .slice(0, LIST_CAP)
    .map((name) => show(name))
    .join(', ');
  return items.length > LIST_CAP ? `${shown} and ${items.length - LIST_CAP} more` : shown;
}
