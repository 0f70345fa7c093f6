import { lstat, readFile } from 'node:fs/promises';
import { ProofgateError } from './errors.js';

export type Evidence<T> = { status: 'missing' } | { status: 'invalid'; errors: string[] } | { status: 'ok'; data: T };

const MAX_DEPTH = 64;
const decoder = new TextDecoder('utf-8', { fatal: true });

function walk(value: unknown, depth: number, errors: string[], path: string): number {
  const at = path || '(top level)';
  if (depth > MAX_DEPTH) {
    errors.push(`${at}: nested deeper than ${MAX_DEPTH} levels`);
    return 0;
  }
  if (typeof value === 'string') {
    if (!value.isWellFormed()) errors.push(`${at}: a string holds a lone surrogate`);
    return 0;
  }
  if (Array.isArray(value)) return value.reduce<number>((n, v, i) => n + walk(v, depth + 1, errors, `${path}/${i}`), 0);
  if (value && typeof value === 'object') {
    let keys = 0;
    for (const [k, v] of Object.entries(value)) {
      keys++;
      if (k === '__proto__' || k === 'constructor' || k === 'prototype') errors.push(`${at}: the key "${k}" is not accepted`);
      if (!k.isWellFormed()) errors.push(`${at}: a key holds a lone surrogate`);
      keys += walk(v, depth + 1, errors, `${path}/${k}`);
    }
    return keys;
  }
  return 0;
}

/**
 * Why JSON.parse refused a text, without the text: V8's message quotes the input (all of a short
 * one, such as a `.env` line an agent copied), and that would reach logs and summaries.
 */
export function jsonSyntaxError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/end of JSON input/.test(message)) return 'it ends before the JSON is complete';
  const at = /at position (\d+)/.exec(message)?.[1];
  return at === undefined ? 'a syntax error' : `a syntax error at position ${at}`;
}

/**
 * Strict JSON for a file read whole (the checks of parseStrictJson on decoded text): a duplicate
 * key, which JSON.parse would silently settle by keeping the last, is refused like a syntax error.
 * One line naming `name`, never the file's text.
 */
export function parseJsonText(text: string, name: string): unknown {
  const parsed = parseStrictText(text);
  if (!parsed.ok) throw new ProofgateError(`${name} ${parsed.errors.slice(0, 3).join('; ')}`);
  return parsed.data;
}

/**
 * Counts the keys written in valid JSON text: string tokens followed by a colon. A plain scan,
 * because a regular expression over one 10 MB string overflows V8's stack.
 */
function keyTokens(text: string): number {
  let keys = 0;
  for (let open = text.indexOf('"'); open !== -1;) {
    let close = text.indexOf('"', open + 1);
    // A quote preceded by an odd run of backslashes is escaped (valid JSON always closes).
    for (;;) {
      let b = close - 1;
      while (text.charCodeAt(b) === 0x5c) b--;
      if ((close - 1 - b) % 2 === 0) break;
      close = text.indexOf('"', close + 1);
    }
    let next = close + 1;
    while (next < text.length && ' \t\n\r'.includes(text[next]!)) next++;
    if (text[next] === ':') keys++;
    open = text.indexOf('"', next);
  }
  return keys;
}

type Parsed = { ok: true; data: unknown } | { ok: false; errors: string[] };

/**
 * Strict JSON for evidence written by someone else: UTF-8 without BOM, no
 * duplicate keys (JSON.parse would silently keep the last), no prototype keys,
 * no lone surrogates, bounded depth. Duplicate keys are found by counting key
 * tokens against the keys JSON.parse kept: exact for valid JSON, and faster
 * than a tokenizing parser on multi-megabyte files.
 */
export function parseStrictJson(bytes: Uint8Array): Parsed {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { ok: false, errors: ['starts with a byte order mark (write UTF-8 without BOM)'] };
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { ok: false, errors: ['is not valid UTF-8'] };
  }
  return parseStrictText(text);
}

/** parseStrictJson for text already decoded (read as UTF-8). */
export function parseStrictText(text: string): Parsed {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { ok: false, errors: [`is not valid JSON: ${jsonSyntaxError(err)}`] };
  }
  const errors: string[] = [];
  const keys = walk(data, 0, errors, '');
  if (keyTokens(text) !== keys) errors.push('has a duplicate key in an object (each key may appear once)');
  return errors.length ? { ok: false, errors } : { ok: true, data };
}

/** Reads a regular file (never through a symlink) of at most `maxBytes` and parses it strictly. */
export async function readStrictJson(path: string, maxBytes: number): Promise<Evidence<unknown>> {
  let info;
  try {
    info = await lstat(path);
  } catch {
    return { status: 'missing' };
  }
  if (info.isSymbolicLink()) return { status: 'invalid', errors: ['is a symlink (write a regular file)'] };
  if (!info.isFile()) return { status: 'invalid', errors: ['is not a regular file'] };
  if (info.size > maxBytes) return { status: 'invalid', errors: [`is ${info.size} bytes; the limit is ${maxBytes}`] };
  const parsed = parseStrictJson(await readFile(path));
  return parsed.ok ? { status: 'ok', data: parsed.data } : { status: 'invalid', errors: parsed.errors };
}
