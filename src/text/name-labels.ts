/**
 * A name written with a label: `Octocat (PR author)`, `Octocat「author」`, `Octocat ((PR) author)`,
 * `Octocat - PR author`, `Octocat, the author`, `Octocat PR-author`, or the author's GitHub no-reply
 * address. The label is not the name, so a name is compared as typed and as each reading here
 * (hazards 369, 644). Every reading is text the name begins with up to a gap, a separator or a
 * bracket, never part of a word: `octocat2` does not read as `octocat`. Each walk is linear: names
 * are free text (row 635).
 */
import { DRAWS_NOTHING } from './neutralise.js';

/** Brackets and quotes of every kind by their Unicode class (`(`, `【`, `「`, `《`, `«`, `‹`, `⟨`, …), and `<>`. */
const OPEN = /[\p{Ps}\p{Pi}<]/u;
const CLOSE = /[\p{Pe}\p{Pf}>]/u;
/** What shows as a space between words (a Hangul filler too). */
const GAP = new RegExp(`[\\s\\p{Z}${DRAWS_NOTHING}]`, 'u');
/** Where a word of the name ends: a gap or a bracket (`Mona <ID+login@users.noreply.github.com>`). */
const WORD_ENDS = new RegExp(`[\\s\\p{Z}${DRAWS_NOTHING}\\p{Ps}\\p{Pi}\\p{Pe}\\p{Pf}<>]`, 'gu');
/** What starts a label after a name, as NFKC writes it (`，` is `,`, `＠` is `@`). */
const SEPARATORS = new Set([...',;:/|\\@·•∙‧・、']);
/** A hyphen inside a word joins it (`Jean-Luc`); after a gap, or any other dash, starts a label. */
const HYPHENS = new Set(['-', '\u2010']);
const DASH = /^\p{Pd}$/u;
const LETTER = /[\p{L}\p{N}]/u;
/**
 * A no-reply address's domain: GitHub's (`users.noreply.github.com`) and a GitHub Enterprise
 * Server's (`users.noreply.HOST`, or `noreply.HOST`), a host of one label or more.
 */
const NOREPLY_DOMAIN = /^(?:users\.)?noreply\.[^.@]+(?:\.[^.@]+)*$/i;

/** The text without what brackets of any kind hold, innermost first, each group a space; an unclosed one holds the rest. */
export function withoutBrackets(text: string): string {
  const kept: string[] = [];
  let depth = 0;
  for (const c of text) {
    if (OPEN.test(c)) {
      if (depth++ === 0) kept.push(' ');
    } else if (depth > 0) {
      if (CLOSE.test(c)) depth--;
    } else kept.push(c);
  }
  return kept.join('');
}

/**
 * The readings of `name`: as typed, without brackets, and the part before the first label
 * separator. With `leadingLetters` (a name someone signed with, not a forbidden one), also every
 * run of words it begins with (`Octocat PR-author` begins with `Octocat`) holding at most that many
 * letters and digits: a longer run cannot be the name sought, and each reading costs a comparison. A
 * GitHub no-reply address (`ID+login@users.noreply.github.com`, `login@…`, a GitHub Enterprise
 * Server's `users.noreply.HOST` or `noreply.HOST`) reads as its login.
 */
export function nameReadings(name: string, leadingLetters = 0): string[] {
  const bare = withoutBrackets(name);
  const readings = new Set([name, bare]);
  let at = 0;
  let letters = 0;
  let wordHasLetter = false;
  let gapBefore = false;
  let separated = false;
  for (const c of bare) {
    const n = c.normalize('NFKC');
    const gap = GAP.test(c);
    const separator = SEPARATORS.has(n) || (DASH.test(n) && (gapBefore || !HYPHENS.has(n)));
    const wordEnds = wordHasLetter && letters <= leadingLetters && (separator || gap);
    if ((separator && !separated) || wordEnds) readings.add(bare.slice(0, at));
    if (separator && !leadingLetters) break;
    separated ||= separator;
    if (LETTER.test(c)) {
      letters++;
      wordHasLetter = true;
    } else if (gap || separator) wordHasLetter = false;
    gapBefore = gap;
    at += c.length;
  }
  for (const word of name.split(WORD_ENDS)) {
    const login = noreplyLogin(word);
    if (login !== undefined) readings.add(login);
  }
  return [...readings];
}

/** The login a GitHub or GitHub Enterprise Server no-reply address stands for (a numeric id and `+` first, or not), if `word` is one. */
function noreplyLogin(word: string): string | undefined {
  const at = word.lastIndexOf('@');
  if (at <= 0 || !NOREPLY_DOMAIN.test(word.slice(at + 1))) return undefined;
  const local = word.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 && /^\d+$/.test(local.slice(0, plus)) ? local.slice(plus + 1) : local;
}
