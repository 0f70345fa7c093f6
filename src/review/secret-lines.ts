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
 * lines copied as it is.
 */
export interface SecretMarks {
  lines: Set<string>;
  wholes: Set<string>;
}

export function secretMarks(secrets: Iterable<Buffer>): SecretMarks {
  const marks: SecretMarks = { lines: new Set(), wholes: new Set() };
  for (const data of secrets) {
    if (data.length === 0) continue;
    marks.wholes.add(data.toString('latin1'));
    for (const line of linesOf(data)) {
      const trimmed = line.replace(ENDS, '');
      if (trimmed.length >= SECRET_LINE_MIN_BYTES) marks.lines.add(trimmed);
    }
  }
  return marks;
}

/** `data` is a secret's bytes whole, or holds one of its marked lines as a line of its own (ends trimmed). */
export function holdsSecret(data: Buffer, marks: SecretMarks): boolean {
  if (marks.wholes.has(data.toString('latin1'))) return true;
  if (marks.lines.size === 0) return false;
  return linesOf(data).some((line) => line.length >= SECRET_LINE_MIN_BYTES && marks.lines.has(line.replace(ENDS, '')));
}
