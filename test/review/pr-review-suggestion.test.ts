import { describe, expect, it } from 'vitest';
import { quotePlace, suggestionBlock } from '../../src/review/pr-review.js';
import type { AnchoredFinding } from '../../src/review/anchor.js';

const finding = (existing_code: string, suggestion: string) => ({ existing_code, suggestion }) as AnchoredFinding;

describe('#636 suggestions and thread places read line terminators as anchoring does', () => {
  it('#636 a quote line of U+2028 or VT alone is a line anchoring located, so the suggestion keeps a line for it', () => {
    for (const t of ['\u2028', '\v', '\f', '\u2029'])
      // Anchoring located both lines: the suggestion replaces both, never the second alone.
      expect(suggestionBlock(finding(`${t}\ngrant(user);`, '\ncheck(user);'), true, () => false)).toBe(
        '```suggestion\n\ncheck(user);\n```',
      );
    // Spaces and a CRLF's CR are still blank: the located line is grant() alone.
    expect(suggestionBlock(finding(' \t\r\ngrant(user);', '\ncheck(user);'), true, () => false)).toBe('```suggestion\ncheck(user);\n```');
  });

  it('#636 a quote spelling a terminator as a space is another place than the line holding it', () => {
    for (const t of ['\r', '\u2028', '\u2029', '\v', '\f', '\u0085'])
      expect(quotePlace({ existing_code: `// note ${'grant()'}` })).not.toBe(quotePlace({ existing_code: `// note${t}grant()` }));
    expect(quotePlace({ existing_code: 'a  b\r\nc' })).toBe(quotePlace({ existing_code: 'a b\nc' }));
  });
});

describe('#684 a suggestion drawn in another order than committed', () => {
  // One of each bidi class a left-to-right page draws right to left or moves: R, AL, AN, a letter of
  // a script Script leaves Common (U+061F), a later Unicode's letter in a right-to-left block (Garay).
  it.each([
    '"מחיר", 1, 1000',
    '"م", 1, 2',
    'x * \u0661\u0660',
    'a \u061f b',
    '"\u0710"',
    '"\u0780"',
    '"\u07ca"',
    '"\u{1e900}"',
    '"\u{10d4a}"',
  ])('#684 %s is not offered', (code) =>
    expect(suggestionBlock(finding('grant(user);', `check(${code});`), true, () => false)).toBeUndefined(),
  );

  it('#684 left-to-right letters of other scripts (accents, Greek words, CJK) are still offered', () => {
    for (const code of ['"café"', '"λόγος"', '"日本語"', '"Привет"'])
      expect(suggestionBlock(finding('grant(user);', `check(${code});`), true, () => false)).toBe(
        `\`\`\`suggestion\ncheck(${code});\n\`\`\``,
      );
  });
});
