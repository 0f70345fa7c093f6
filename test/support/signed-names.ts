/**
 * #686: the author's login `octocat` written among other words (a label, an honorific, a co-signer, a
 * bracket holding more, a profile link, an address in brackets), and names that stay another person.
 * The name reader's unit test and the uat-gate bundle's test read the same spellings.
 */
export const LOGIN_AMONG_WORDS = [
  'PR author: Octocat',
  'QA: Octocat',
  'Tester - Octocat',
  'Author | Octocat',
  'Mr. Octocat',
  'Dr Octocat',
  'Ana & Octocat',
  'Ana, Octocat',
  'Ana Octocat',
  'QA team (Octocat)',
  'tested by Octocat',
  'github.com/octocat',
  'https://github.com/octocat',
  '(octocat@example.com)',
  '[octocat@x.y]',
];
export const OTHER_PEOPLE = ['octocat2', 'octocatqa', 'Ana Test', 'QA: octocat2', 'github.com/octocat2'];
