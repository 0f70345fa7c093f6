/**
 * A name written with a label: `Octocat (PR author)`, `Octocat「author」`, `Octocat ((PR) author)`,
 * `Octocat - PR author`, `Octocat, the author`, `Octocat PR-author`, or the author's GitHub no-reply
 * address. The label is not the name, so a name is compared as typed and as each reading here
 * (hazards 369, 644). A name someone signed with also reads as each run of its words wherever it
 * stands (`PR author: Octocat`, `Ana & Octocat`, `QA team (Octocat)`, `github.com/octocat`: 686).
 * Every reading begins and ends at a gap, a separator or a bracket, never inside a word: `octocat2`
 * does not read as `octocat`. Each walk is linear: names are free text (row 635).
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
 * run of at most `runWords` words wherever it stands (wordRuns), and every run of words it begins with (`Octocat PR-author` begins with `Octocat`) holding at most that many
 * letters and digits: a longer run cannot be the name sought, and each reading costs a comparison. A
 * GitHub no-reply address (`ID+login@users.noreply.github.com`, `login@…`, a GitHub Enterprise
 * Server's `users.noreply.HOST` or `noreply.HOST`) reads as its login.
 */
export function nameReadings(name: string, leadingLetters = 0, runWords = 4): string[] {
  const bare = withoutBrackets(name);
  const readings = new Set([name, bare]);
  if (leadingLetters) for (const run of wordRuns(name, leadingLetters, runWords)) readings.add(run);
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

/** What parts a list of names written on one line: a gap, a comma, a semicolon (as NFKC writes them). */
const LIST_PARTS = new RegExp(`[\\s\\p{Z}${DRAWS_NOTHING},;]+`, 'u');

/**
 * The names one forbidden value stands for: as written, then each of its words apart from what
 * brackets hold (`octocat, hubot`, `octocat; hubot`, `octocat hubot` forbid both; `Octocat (PR
 * author)` forbids Octocat): a workflow that writes two logins on one line forbids both (687), and
 * forbidding a word of a full name too only fails closed.
 */
export function forbiddenNames(value: string): string[] {
  const parts = withoutBrackets(value.normalize('NFKC')).split(LIST_PARTS);
  return [...new Set([value, ...parts.filter((p) => LETTER.test(p))])];
}

/** Where a word ends in a signed name: a gap, a label separator, any dash that is not a hyphen inside a word, a bracket. */
function endsWord(c: string, gapBefore: boolean): 'gap' | 'break' | undefined {
  if (GAP.test(c)) return 'gap';
  const n = c.normalize('NFKC');
  const dash = DASH.test(n) && (gapBefore || !HYPHENS.has(n));
  return SEPARATORS.has(n) || dash || OPEN.test(c) || CLOSE.test(c) ? 'break' : undefined;
}

/**
 * Every run of whole words of `name` that stays within one stretch between separators and brackets
 * (the words of a label before the name, a co-signer's, a bracket's content, an address's local
 * part, a link's last folder), of at most `maxWords` words holding letters and `maxLetters` letters
 * and digits: a longer one cannot be the name sought. The work grows with the name's length times
 * `maxWords` (row 635).
 */
function wordRuns(name: string, maxLetters: number, maxWords: number): string[] {
  const words: { start: number; end: number; letters: number; stretch: number }[] = [];
  let stretch = 0;
  let start = -1;
  let letters = 0;
  let gapBefore = true;
  let at = 0;
  const close = () => {
    if (start >= 0) words.push({ start, end: at, letters, stretch });
    start = -1;
    letters = 0;
  };
  for (const c of name) {
    const ends = endsWord(c, gapBefore);
    if (ends) {
      close();
      if (ends === 'break') stretch++;
    } else {
      if (start < 0) start = at;
      if (LETTER.test(c)) letters++;
    }
    gapBefore = ends === 'gap';
    at += c.length;
  }
  close();
  const runs: string[] = [];
  for (const [i, first] of words.entries()) {
    let sum = 0;
    if (!first.letters) continue;
    // A word without letters (`&`) adds none, so the words a run may hold, with letters or not, are bounded too.
    let named = 0;
    for (let j = i; j < words.length && j - i <= 2 * maxWords && words[j]!.stretch === first.stretch; j++) {
      sum += words[j]!.letters;
      if (sum > maxLetters || (words[j]!.letters && ++named > maxWords)) break;
      if (words[j]!.letters) runs.push(name.slice(first.start, words[j]!.end));
    }
  }
  return runs;
}

/** How many words holding a letter or digit `name` has (as wordRuns parts them): the runs read of a signed name need no more. */
export function lettered(name: string): number {
  let words = 0;
  let inWord = false;
  let gapBefore = true;
  for (const c of name) {
    const ends = endsWord(c, gapBefore);
    if (ends) inWord = false;
    else if (LETTER.test(c) && !inWord) {
      words++;
      inWord = true;
    }
    gapBefore = ends === 'gap';
  }
  return words;
}

/** The login a GitHub or GitHub Enterprise Server no-reply address stands for (a numeric id and `+` first, or not), if `word` is one. */
function noreplyLogin(word: string): string | undefined {
  const at = word.lastIndexOf('@');
  if (at <= 0 || !NOREPLY_DOMAIN.test(word.slice(at + 1))) return undefined;
  const local = word.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 && /^\d+$/.test(local.slice(0, plus)) ? local.slice(plus + 1) : local;
}
