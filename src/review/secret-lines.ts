import { FIND_ANY_PREFIX, FindAny } from '../text/find-any.js';
import { credentialValues } from '../text/redact.js';
import { hasCodeExtension } from '../text/code-extensions.js';
import { isSecretName } from './paths.js';
import { trimOf } from '../text/trim.js';

/**
 * The fewest bytes a secret's line holds, its ends trimmed, to give the secret away elsewhere: a
 * brace, `[default]` or `PORT=3000` stand in many files; a key, a token or a URL with a password
 * does not.
 */
export const SECRET_LINE_MIN_BYTES = 12;

/** Spaces and line ends trimmed from both ends of a line, as bytes (latin1: one character a byte). */
const ENDS = ' \t\r\f\v';

/**
 * A setting with a short value (`apiVersion: v1`, `kind: Secret`, `"version": 4,`,
 * `namespace: default`): a key, `=` or `:`, then one to seven characters but `=` (quotes, a comma
 * or a semicolon around them): the structure of every file of its kind, no secret. Base64 ending
 * in padding (`…Ag==`) is no setting: its value is `=` alone, or nothing.
 */
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#658): anchored at `^`; the key's run starts after `export` and its spaces or not (a space cannot start a key), so in at most four places
const SHORT_SETTING = /^(?:export\s+)?["']?[A-Za-z_][\w.-]*["']?\s*[=:]\s*["'`]?[^=\s"'`][^\s"'`]{0,6}["'`]?[,;]?$/;

/** A secret's line that gives it away elsewhere: long enough, and no short setting. */
const betrays = (trimmed: string) => trimmed.length >= SECRET_LINE_MIN_BYTES && !SHORT_SETTING.test(trimmed);

/** A credential value found inside a longer line holds at least this many characters, a letter and a digit among them. */
export const SECRET_VALUE_MIN_CHARS = FIND_ANY_PREFIX;
const valueBetrays = (value: string) => value.length >= SECRET_VALUE_MIN_CHARS && /[A-Za-z]/.test(value) && /\d/.test(value);

/**
 * What of a secret's bytes betrays it when found in another file: its lines of at least
 * SECRET_LINE_MIN_BYTES that are no short setting, ends trimmed, compared as bytes, and the whole,
 * for a secret of short lines copied as it is (kept under WHOLE, a character no latin1 text
 * holds); and the credential values the redaction floor knows in it (a token's shape, the value of
 * `API_KEY=`, a URL's password), found anywhere, inside a longer line too (`const key = '…'`).
 */
export interface SecretMarks {
  lines: Set<string>;
  /** The values, searched for in one pass whatever their number. */
  values: FindAny;
}
const WHOLE = '\u0100';
const VALUE = '\u0101';

/** A secret file's bytes, and whether its lines are marks (linesBetray). */
export interface SecretFile {
  data: Buffer;
  lines: boolean;
}

/**
 * Whether the lines of the secret at `path` give it away: not those of source code that is secret
 * only by its folder (`vendor/google.golang.org/grpc/credentials/tls.go`, a `secrets/` package):
 * `if err != nil {` and `return false` are every program's. Its whole and its credential values still are.
 */
export function linesBetray(path: string): boolean {
  return isSecretName(path) || !hasCodeExtension(path);
}

export function secretMarks(secrets: Iterable<SecretFile>): SecretMarks {
  const lines = new Set<string>();
  const values = new Set<string>();
  for (const { data, lines: byLine } of secrets) {
    if (data.length === 0) continue;
    const text = data.toString('latin1');
    lines.add(WHOLE + text);
    if (byLine)
      for (const line of text.split('\n')) {
        const trimmed = trimOf(line, ENDS);
        if (betrays(trimmed)) lines.add(trimmed);
      }
    for (const value of credentialValues(text)) if (valueBetrays(value)) values.add(value);
  }
  return { lines, values: new FindAny(values) };
}

/** The marks `data` holds: a marked line as a line of its own (ends trimmed), a secret whole, a credential value anywhere. */
function marksIn(data: Buffer, marks: SecretMarks): Set<string> {
  const found = new Set<string>();
  const text = data.toString('latin1');
  if (marks.lines.has(WHOLE + text)) found.add(WHOLE + text);
  for (const line of text.split('\n')) {
    if (line.length < SECRET_LINE_MIN_BYTES) continue;
    const trimmed = trimOf(line, ENDS);
    if (marks.lines.has(trimmed)) found.add(trimmed);
  }
  for (const value of marks.values.foundIn(text)) found.add(VALUE + value);
  return found;
}

/**
 * The head version of a file holds a mark of a secret its base version (undefined: there was
 * none, the file is new) did not: the change puts a secret's line, a whole secret or one of its
 * credential values in it.
 */
export function addsSecret(head: Buffer, base: Buffer | undefined, marks: SecretMarks): boolean {
  const inHead = marksIn(head, marks);
  if (inHead.size === 0 || base === undefined) return inHead.size > 0;
  const inBase = marksIn(base, marks);
  return [...inHead].some((mark) => !inBase.has(mark));
}
