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
 * A setting with a short value (`apiVersion: v1`, `kind: Secret`, `"version": 4,`,
 * `namespace: default`): a key, `=` or `:`, then one to seven characters but `=` (quotes, a comma
 * or a semicolon around them): the structure of every file of its kind, no secret. Base64 ending
 * in padding (`…Ag==`) is no setting: its value is `=` alone, or nothing.
 */
const SHORT_SETTING = /^(?:export\s+)?["']?[A-Za-z_][\w.-]*["']?\s*[=:]\s*["'`]?[^=\s"'`][^\s"'`]{0,6}["'`]?[,;]?$/;

/** A secret's line that gives it away elsewhere: long enough, and no short setting. */
const betrays = (trimmed: string) => trimmed.length >= SECRET_LINE_MIN_BYTES && !SHORT_SETTING.test(trimmed);

/**
 * What of a secret's bytes betrays it when found in another file: its lines of at least
 * SECRET_LINE_MIN_BYTES that are no short setting, ends trimmed, compared as bytes; and the whole, for a secret of short
 * lines copied as it is (kept under WHOLE, a character no latin1 text holds).
 */
export type SecretMarks = Set<string>;
const WHOLE = '\u0100';

export function secretMarks(secrets: Iterable<Buffer>): SecretMarks {
  const found: SecretMarks = new Set();
  for (const data of secrets) {
    if (data.length === 0) continue;
    found.add(WHOLE + data.toString('latin1'));
    for (const line of linesOf(data)) {
      const trimmed = line.replace(ENDS, '');
      if (betrays(trimmed)) found.add(trimmed);
    }
  }
  return found;
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
