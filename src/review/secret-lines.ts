/**
 * The fewest bytes a secret's line holds, its ends trimmed, to give the secret away elsewhere: a
 * brace, `[default]` or `PORT=3000` stand in many files; a key, a token or a URL with a password
 * does not.
 */
export const SECRET_LINE_MIN_BYTES = 12;

/** Spaces and line ends trimmed from both ends of a line, as bytes (latin1: one character a byte). */
const ENDS = /^[ \t\r\f\v]+|[ \t\r\f\v]+$/g;

const linesOf = (data: Buffer) => data.toString('latin1').split('\n');

/**
 * What of a secret's bytes betrays it when found in another file: its lines of at least
 * SECRET_LINE_MIN_BYTES, ends trimmed, compared as bytes; and the whole, for a secret of short
 * lines copied as it is (kept under WHOLE, a character no latin1 text holds).
 */
export type SecretMarks = Set<string>;
const WHOLE = '\u0100';

export function secretMarks(secrets: Iterable<Buffer>): SecretMarks {
  const marks: SecretMarks = new Set();
  for (const data of secrets) {
    if (data.length === 0) continue;
    marks.add(WHOLE + data.toString('latin1'));
    for (const line of linesOf(data)) {
      const trimmed = line.replace(ENDS, '');
      if (trimmed.length >= SECRET_LINE_MIN_BYTES) marks.add(trimmed);
    }
  }
  return marks;
}

/** The marks `data` holds: a marked line as a line of its own (ends trimmed), or a secret whole. */
function marksIn(data: Buffer, marks: SecretMarks): Set<string> {
  const found = new Set<string>();
  if (marks.size === 0) return found;
  const text = data.toString('latin1');
  if (marks.has(WHOLE + text)) found.add(WHOLE + text);
  for (const line of text.split('\n')) {
    if (line.length < SECRET_LINE_MIN_BYTES) continue;
    const trimmed = line.replace(ENDS, '');
    if (marks.has(trimmed)) found.add(trimmed);
  }
  return found;
}

/**
 * The head version of a file holds a mark of a secret its base version (undefined: there was
 * none, the file is new) did not: the change puts a secret's line, or a whole secret, in it.
 */
export function addsSecret(head: Buffer, base: Buffer | undefined, marks: SecretMarks): boolean {
  const inHead = marksIn(head, marks);
  if (inHead.size === 0 || base === undefined) return inHead.size > 0;
  const inBase = marksIn(base, marks);
  return [...inHead].some((mark) => !inBase.has(mark));
}
