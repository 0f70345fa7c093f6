// Hazard 658: the requote hints and the SARIF bracket escape, rewritten linear. Each is checked
// against the old regex on every short input of a hostile alphabet (what it says is unchanged), then
// timed on megabytes of the input that made the old one quadratic.
import { describe, expect, it } from 'vitest';
import { requoteAdviceFor, requoteNote } from '../../src/review/requote.js';
import { sarifText } from '../../src/review/sarif.js';
import { plainText } from '../../src/text/neutralise.js';
import type { AnchoredFinding } from '../../src/review/anchor.js';
import { CART_FINDING } from '../support/review.js';
import { VERSION } from '../../src/agent/preflight.js';
import { NOISE } from '../../src/agent/report.js';
import { words } from '../../src/github/pull-review.js';
import { BONUS_LINE, BONUS_ROW, GRADE } from '../../src/test-review/ledger.js';
import { REQUIREMENTS_FILE, SETTINGS_FILE, XML_TAG, withoutComments } from '../../src/test-review/runner-settings.js';
import { codeSpans } from '../../src/text/neutralise.js';
import { markupIn } from '../../src/uat/lint.js';

// The old patterns, but for the line number's inner `\s*`: it crossed a line end (`12` then `:` on the
// next line was named a line number); the new reading keeps to one line, as the hint says.
const OLD_HABITS: [RegExp, string][] = [
  [/^[+-]/m, 'a line starts with + or -'],
  [/^\s*L?\d+[^\S\n\r\u2028\u2029]*[:|]/m, 'a line starts with a line number'],
  [/^\s*(```|~~~)/m, 'a Markdown fence'],
  [/^\s*(…|\.{3})\s*$|…/m, 'an ellipsis'],
];
const oldSarifText = (text: string) => plainText(text).replace(/(\\*)([[\]])/g, '$1$1\\$2');

const finding = (existing_code: string): AnchoredFinding =>
  ({ ...CART_FINDING, existing_code, anchor: { status: 'unlocated', reason: 'r' } }) as AnchoredFinding;
const habitsOf = (note: string) => OLD_HABITS.filter(([, says]) => note.includes(says)).map(([, says]) => says);

/** Every string of `alphabet` up to `max` characters. */
function* strings(alphabet: string[], max: number): Generator<string> {
  let level = [''];
  for (let n = 0; n <= max; n++) {
    yield* level;
    level = level.flatMap((s) => alphabet.map((c) => s + c));
  }
}

describe('#658 the rewritten patterns say what the old ones did', () => {
  it('#658 requote habits: every quote of up to 4 pieces of line ends, spaces, digits, fences, dots and ellipses', () => {
    const alphabet = ['\n', '\r', '\u2028', ' ', '\t', 'L', '1', ':', '|', '+', '-', '```', '~~~', '.', '…', 'x'];
    let n = 0;
    for (const quote of strings(alphabet, 4)) {
      const expected = OLD_HABITS.filter(([re]) => re.test(quote)).map(([, says]) => says);
      expect(habitsOf(requoteNote(finding(quote))!), JSON.stringify(quote)).toEqual(expected);
      n++;
    }
    expect(n).toBe(69_905);
  });

  it('#658 sarifText: every text of up to 8 backslashes, brackets and letters', () => {
    for (const text of strings(['\\', '[', ']', 'a'], 8)) expect(sarifText(text), JSON.stringify(text)).toBe(oldSarifText(text));
  });
});

describe('#658 a long run that made the old patterns quadratic is read in linear time', () => {
  // The old patterns: 0.6 s for one 20,000-newline quote, 1.3 s for U+2028; 7.7 s for 12 backslash runs.
  it('#658 the requote hints of 100 quotes of 20,000 line ends (LF, CR, U+2028, U+2029, CRLF), and of spaces', () => {
    const quotes = ['\n', '\r', '\u2028', '\u2029', '\r\n', ' \n'].flatMap((end) =>
      Array.from({ length: 17 }, () => `${end.repeat(Math.floor(19_999 / end.length))}x`),
    );
    const started = performance.now();
    for (const q of quotes) requoteNote(finding(q));
    const advice = requoteAdviceFor(quotes.map(finding));
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(advice).toBe('requote: copy whole consecutive lines of the head version verbatim');
  });

  it('#658 sarifText of 2 MB of backslashes with no bracket, and with one at the end', () => {
    const run = '\\'.repeat(1 << 20);
    const started = performance.now();
    expect(sarifText(`${run}x`)).toBe(`${run}x`);
    expect(sarifText(`${run}[`)).toBe(`${run}${run}\\[`);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

// Hazard 658, the other flags of the widened lint: patterns a long run made super-linear, rewritten.
// Each is checked against its old form on every short input of a hostile alphabet, then timed on a
// megabyte of the input that made the old one quadratic (or worse).
const OLD = {
  version: /\d+\.\d+[\w.+-]{0,40}/,
  noise: /^(?:at\s.+(?:\(.+:\d+:\d+\)|:\d+:\d+)|Node\.js v\d[\w.]*|[{}[\]]+)$/,
  words: (text: string) => text.replace(/\]\([^)\s]*\)/g, ']'),
  bonusLine: /^\**Total\s+Bonus\**\s*:\s*\**\s*\+\s*(\d+)\s*\**$/i,
  bonusRow: /^\|\s*\**Total\s+Bonus\**\s*\|\s*\**\s*\+?\s*(\d+)\s*\**\s*\|?$/i,
  grade: /^\|?\s*\**Grade\**\s*[:|]\s*\**\s*([A-F])\b/i,
  requirements: /(?:requirements|constraints)[^/]*\.(?:txt|in)$/,
  settingsRequirements: /^(?:[^/]*(?:requirements|constraints)[^/]*\.(?:txt|in))$/,
  comments: (text: string) => text.replace(/<!--[\s\S]*?-->/g, ''),
  tag: /<(\/?)([A-Za-z_][\w.:-]*)[^<>]*?(\/?)>/g,
  codeSpan: /(?<!`)(`+)(?!`)([^\n]*?[^`\n][^\n]*?)(?<!`)\1(?!`)/gu,
  markup: /<\/?[A-Za-z!][^>]*>|\*\*|__|\]\(|`/,
};
// SETTINGS_FILE's other names, unchanged.
const OLD_SETTINGS_OTHERS =
  /^(?:package\.json|pyproject\.toml|setup\.cfg|tox\.ini|pom\.xml|[^/]+\.(?:cs|fs|vb)?proj|[^/]+\.sln[xf]?|[^/]+\.(?:props|targets)|Cargo\.toml|deno\.jsonc?|bunfig\.toml|[^/]+\.gradle(?:\.kts)?|go\.(?:mod|work)|BUILD(?:\.bazel)?|mix\.exs|Package\.swift|project\.json|import_map\.json)$/;
const execOf = (re: RegExp, s: string) => {
  const m = re.exec(s);
  return m && [m.index, ...m];
};
const allOf = (re: RegExp, s: string) => [...s.matchAll(re)].map((m) => [m.index, ...m]);

describe('#658 the rewritten lint flags say what the old patterns did', () => {
  it('#658 the agent version, stack-frame noise and review link patterns', () => {
    for (const s of strings(['1', '.', 'a', '-'], 7)) expect(execOf(VERSION, s), s).toEqual(execOf(OLD.version, s));
    for (const s of strings(['at ', '(', ')', ':', '1', 'x', ' '], 6)) expect(NOISE.test(s), s).toBe(OLD.noise.test(s));
    for (const s of strings([']', '(', ')', ' ', 'a'], 7)) expect(words(s), JSON.stringify(s)).toBe(OLD.words(s));
  });

  it('#658 the ledger bonus and grade lines', () => {
    for (const tail of strings([' ', '*', ':', '+', '|', '1', 'x'], 5)) {
      for (const head of ['Total Bonus', '**Total Bonus**', '| Total Bonus', '|**Total  Bonus** ']) {
        const s = head + tail;
        expect(execOf(BONUS_LINE, s), s).toEqual(execOf(OLD.bonusLine, s));
        expect(execOf(BONUS_ROW, s), s).toEqual(execOf(OLD.bonusRow, s));
      }
      for (const head of ['Grade', '| **Grade**']) expect(execOf(GRADE, `${head}${tail}B`)).toEqual(execOf(OLD.grade, `${head}${tail}B`));
    }
  });

  it('#658 the requirements file names, XML comments and tags', () => {
    for (const s of strings(['requirements', 'constraints', '.txt', '.in', '/', 'a', '.'], 4)) {
      expect(REQUIREMENTS_FILE.test(s), s).toBe(OLD.requirements.test(s));
      expect(SETTINGS_FILE.test(s), s).toBe(OLD.settingsRequirements.test(s) || OLD_SETTINGS_OTHERS.test(s));
    }
    for (const s of strings(['<!--', '-->', '<', '!', '-', '>', 'a'], 5)) expect(withoutComments(s), s).toBe(OLD.comments(s));
    for (const s of strings(['<', '/', '>', 'a', '.', ' ', '='], 6)) expect(allOf(XML_TAG, s), s).toEqual(allOf(OLD.tag, s));
  });

  it('#658 code spans and UAT markup', () => {
    for (const s of strings(['`', '``', 'a', ' ', '\n'], 7)) {
      const spans = codeSpans(s).map((c) => [c.index, c.end, c.text]);
      expect(spans, JSON.stringify(s)).toEqual([...s.matchAll(OLD.codeSpan)].map((m) => [m.index, m.index + m[0].length, m[2]]));
    }
    for (const s of strings(['<', '/', 'a', '!', '>', '*', '_', ']', '(', '`'], 5)) expect(markupIn(s), s).toBe(OLD.markup.exec(s)?.[0]);
  });
});

describe('#658 a megabyte that made the old patterns super-linear is read in linear time', () => {
  it('#658 each rewritten pattern on its worst input', () => {
    const mb = 1 << 20;
    const started = performance.now();
    expect(VERSION.test('1'.repeat(mb))).toBe(false);
    expect(NOISE.test(`at ${'('.repeat(mb)}`)).toBe(false);
    expect(words(`](`.repeat(mb / 2))).toBe(`](`.repeat(mb / 2));
    expect(BONUS_LINE.test(`Total Bonus:${' '.repeat(mb)}x`)).toBe(false);
    expect(BONUS_ROW.test(`| Total Bonus |${' '.repeat(mb)}x`)).toBe(false);
    expect(GRADE.test(`Grade:${' '.repeat(mb)}x`)).toBe(false);
    expect(REQUIREMENTS_FILE.test('requirements'.repeat(mb / 12))).toBe(false);
    expect(SETTINGS_FILE.test('requirements'.repeat(mb / 12))).toBe(false);
    expect(withoutComments('<!--'.repeat(mb / 4))).toBe('<!--'.repeat(mb / 4));
    expect([...`<a${'a'.repeat(mb)}`.matchAll(XML_TAG)]).toEqual([]);
    expect(codeSpans(Array.from({ length: 1400 }, (_, k) => `${'`'.repeat(k + 1)}a`).join(''))).toEqual([]);
    expect(codeSpans(`\`${'a'.repeat(mb)}`)).toEqual([]);
    expect(markupIn('<a'.repeat(mb / 2))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
