// Hazard row 644: a name written with a label reads as the name (nameReadings); through the gate
// and the uat-gate bundle: test/adversarial/uat-acceptance.test.ts.
import { describe, expect, it } from 'vitest';
import { forbiddenNames, nameReadings, withoutBrackets } from '../../src/text/name-labels.js';
import { nameMatcher } from '../../src/text/names.js';
import { LOGIN_AMONG_WORDS, OTHER_PEOPLE } from '../support/signed-names.js';

const sameName = await nameMatcher();
const readsAs = (who: string, login: string) => nameReadings(who, 64).some((name) => nameReadings(login).some((f) => sameName(name, f)));

describe('#644 a name with a label reads as the name', () => {
  it('#644 brackets of every Unicode class go, innermost first; an unclosed one holds the rest', () => {
    expect(withoutBrackets('Octocat ((PR) author) x')).toBe('Octocat   x');
    expect(withoutBrackets('Octocat (PR author')).toBe('Octocat  ');
    expect(withoutBrackets('Octocat「author」《PR》«a»〔b〕⟨c⟩❨d❩〈e〉⦅f⦆『g』‹h›<i>')).toBe('Octocat           ');
    expect(withoutBrackets('O’Brien) x')).toBe('O’Brien) x');
  });

  it.each([
    'Octocat ((PR) author)',
    'Octocat (PR author',
    'Octocat「author」',
    'Octocat《PR author》',
    'Octocat «author»',
    'Octocat〔bot〕',
    'Octocat ⟨author⟩',
    'Octocat ❨author❩',
    'Octocat 〈author〉',
    'Octocat ⦅author⦆',
    'Octocat『PR』',
    'Octocat ‹bot›',
    'Octocat - PR author',
    'Octocat – PR author',
    'Octocat—author',
    'Octocat, the author',
    'Octocat; author',
    'Octocat: author',
    'Octocat/author',
    'Octocat | author',
    'Octocat·author',
    'Octocat，author',
    'Octocat PR-author',
    'Octo Cat the PR author',
    'octocat@users.noreply.github.com',
    '583231+octocat@users.noreply.github.com',
    'Mona <583231+octocat@users.noreply.github.com>',
    'octocat@example.com',
  ])('#644 "%s" reads as octocat', (who) => expect(readsAs(who, 'octocat')).toBe(true));

  it.each([
    ['octocat (PR author)', 'Octocat'],
    ['583231+octocat@users.noreply.github.com', 'Octo Cat'],
    ['octocat, the author', 'octocat'],
  ])('#644 a forbidden name with a label, "%s", reads as its name too: "%s"', (login, who) => expect(readsAs(who, login)).toBe(true));

  it.each([
    ['octocat2', 'octocat'],
    ['octocat2 (QA)', 'octocat'],
    ['Octocats - QA', 'octocat'],
    ['Mona-Octocat', 'octocat'],
    ['Bea Test', 'octocat'],
    ['12345+octocat@gmail.com', 'octocat'],
    // The words a forbidden name begins with are not it: `Octo Cat` forbids no `Octo`.
    ['Octo', 'Octo Cat'],
  ])('#644 "%s" stays another person than "%s" (no prefix of a word)', (who, login) => expect(readsAs(who, login)).toBe(false));

  it('#644 a long name is read in linear time', () => {
    for (const text of ['('.repeat(200_000), '( '.repeat(100_000), 'a -'.repeat(70_000), '@'.repeat(200_000)]) {
      const t = Date.now();
      nameReadings(text);
      nameReadings(text, 64);
      withoutBrackets(text);
      expect(Date.now() - t).toBeLessThan(2000);
    }
  });
});

describe('#659 a GitHub Enterprise Server no-reply address reads as its login', () => {
  it.each([
    '583231+octocat@users.noreply.ghe.example.com',
    '583231+octocat@noreply.ghe.example.com',
    '583231+octocat@USERS.NOREPLY.ghe',
    'Mona <583231+octocat@users.noreply.git.corp.example>',
  ])('#659 "%s" reads as octocat', (who) => expect(readsAs(who, 'octocat')).toBe(true));

  it.each([
    // An id and `+` before a login is a no-reply address's only: elsewhere `12345+octocat` is a mailbox of its own.
    ['583231+octocat@noreply-example.com', 'octocat'],
    ['583231+octocat@users.noreply', 'octocat'],
    ['583231+octocat@mail.noreply.example.com', 'octocat'],
  ])('#659 "%s" stays another person than "%s"', (who, login) => expect(readsAs(who, login)).toBe(false));
});

describe('#686 a name read wherever it stands among other words', () => {
  it.each([...LOGIN_AMONG_WORDS, 'QA team (Octocat, lead)', 'Ana and Octo Cat'])('#686 "%s" reads as octocat', (who) =>
    expect(readsAs(who, 'octocat')).toBe(true),
  );

  it.each([...OTHER_PEOPLE, 'Ana & Mona-Octocat', '(12345+octocat@x.y)'])(
    '#686 "%s" stays another person than octocat (whole words only)',
    (who) => expect(readsAs(who, 'octocat')).toBe(false),
  );

  it('#686 the runs of words are bounded and read in linear time', () => {
    for (const text of ['a '.repeat(100_000), '& '.repeat(100_000), 'ab: '.repeat(50_000)]) {
      const t = Date.now();
      nameReadings(text, 64);
      expect(Date.now() - t).toBeLessThan(2000);
    }
  });
});

describe('#687 a forbidden value that lists several names forbids each', () => {
  it.each([
    ['octocat, hubot', ['octocat, hubot', 'octocat', 'hubot']],
    ['octocat;hubot', ['octocat;hubot', 'octocat', 'hubot']],
    ['octocat hubot', ['octocat hubot', 'octocat', 'hubot']],
    ['octocat (PR author)', ['octocat (PR author)', 'octocat']],
    ['octocat', ['octocat']],
  ])('#687 "%s" forbids %j', (value, names) => expect(forbiddenNames(value)).toEqual(names));
});
