import { ProofgateError } from './errors.js';
import { readRegular } from './files.js';
import { opensWithFence } from './fences.js';

export type Evidence<T> = { status: 'missing' } | { status: 'invalid'; errors: string[] } | { status: 'ok'; data: T };

const MAX_DEPTH = 64;
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Where a walk is: the keys and indexes from the top, joined only for an error. */
const where = (path: (string | number)[]) => (path.length ? `/${path.join('/')}` : '(top level)');

function walk(value: unknown, depth: number, errors: string[], path: (string | number)[]): number {
  if (depth > MAX_DEPTH) {
    errors.push(`${where(path)}: nested deeper than ${MAX_DEPTH} levels`);
    return 0;
  }
  if (typeof value === 'string') {
    if (!value.isWellFormed()) errors.push(`${where(path)}: a string holds a lone surrogate`);
    return 0;
  }
  if (Array.isArray(value)) {
    let keys = 0;
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      keys += walk(value[i], depth + 1, errors, path);
      path.pop();
    }
    return keys;
  }
  if (value && typeof value === 'object') {
    let keys = 0;
    for (const k of Object.keys(value)) {
      keys++;
      if (k === '__proto__' || k === 'constructor' || k === 'prototype') errors.push(`${where(path)}: the key "${k}" is not accepted`);
      if (!k.isWellFormed()) errors.push(`${where(path)}: a key holds a lone surrogate`);
      path.push(k);
      keys += walk((value as Record<string, unknown>)[k], depth + 1, errors, path);
      path.pop();
    }
    return keys;
  }
  return 0;
}

/** Line and column (from 1) of a UTF-16 offset into `text`. */
function lineColumn(text: string, at: number): string {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return `line ${line}, column ${at - text.lastIndexOf('\n', at - 1)}`;
}

const ALONE = 'write the JSON alone, nothing around it';

/**
 * Why JSON.parse refused a text, without the text: V8's message quotes the input (all of a short
 * one, such as a `.env` line an agent copied), and that would reach logs and summaries. Where it
 * went wrong is said by line and column, and what is around JSON a writer added is named by kind
 * (a Markdown fence, a line of prose before or after it), as models often add one.
 */
export function jsonSyntaxError(err: unknown, text: string): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/end of JSON input/.test(message)) return 'it ends before the JSON is complete';
  const start = text.search(/\S/);
  if (start >= 0 && !/[[{"\d\-tfn]/.test(text[start]!))
    return opensWithFence(text) ? `it starts with a Markdown fence: ${ALONE}` : `it starts with text before the JSON: ${ALONE}`;
  const found = /at position (\d+)/.exec(message)?.[1];
  if (found === undefined) return 'a syntax error';
  const at = Number(found);
  if (/after JSON/.test(message)) return `text follows the JSON at ${lineColumn(text, at)}: ${ALONE}`;
  return `a syntax error at ${lineColumn(text, at)}`;
}

/** Far above any evidence file (20,000 findings of a dozen fields) and a bound on what a parse may build. */
const MAX_VALUES = 2_000_000;
const STRUCTURE = /["[\]{},]/g;

/**
 * The shape of JSON text, found before JSON.parse builds anything: nesting deeper than 64 levels
 * or more than two million strings, arrays, objects and list items are refused at the first
 * token past the limit (a 64 MiB `[[[[…` would otherwise become gigabytes of arrays). Strings
 * are skipped with native searches, so the cost is one pass over the text. Also counts the keys
 * (string tokens followed by a colon): exact for valid JSON, which is all this is used on.
 */
function shape(text: string): { keys: number } | { error: string } {
  let depth = 0;
  let values = 0;
  let keys = 0;
  STRUCTURE.lastIndex = 0;
  for (let m = STRUCTURE.exec(text); m; m = STRUCTURE.exec(text)) {
    const c = m[0];
    if (++values > MAX_VALUES) return { error: `holds more than ${MAX_VALUES} values` };
    if (c === '[' || c === '{') {
      if (++depth > MAX_DEPTH) return { error: `is nested deeper than ${MAX_DEPTH} levels` };
    } else if (c === ']' || c === '}') depth--;
    else if (c === '"') {
      let close = text.indexOf('"', m.index + 1);
      // A quote preceded by an odd run of backslashes is escaped.
      for (;;) {
        if (close < 0) return { keys };
        let b = close - 1;
        while (text.charCodeAt(b) === 0x5c) b--;
        if ((close - 1 - b) % 2 === 0) break;
        close = text.indexOf('"', close + 1);
      }
      let next = close + 1;
      while (next < text.length && ' \t\n\r'.includes(text[next]!)) next++;
      if (text[next] === ':') keys++;
      STRUCTURE.lastIndex = next;
    }
  }
  return { keys };
}

/** JSON.parse behind the shape check; the error never quotes the text. */
export function parseBounded(text: string): { ok: true; data: unknown; keys: number } | { ok: false; error: string } {
  const s = shape(text);
  if ('error' in s) return { ok: false, error: s.error };
  try {
    return { ok: true, data: JSON.parse(text), keys: s.keys };
  } catch (err) {
    return { ok: false, error: `is not valid JSON: ${jsonSyntaxError(err, text)}` };
  }
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

type Parsed = { ok: true; data: unknown } | { ok: false; errors: string[] };

/**
 * Strict JSON for evidence written by someone else: UTF-8 without BOM, no
 * duplicate keys (JSON.parse would silently keep the last), no prototype keys,
 * no lone surrogates, bounded depth and size. Duplicate keys are found by
 * counting key tokens against the keys JSON.parse kept: exact for valid JSON,
 * and faster than a tokenizing parser on multi-megabyte files.
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
  const parsed = parseBounded(text);
  if (!parsed.ok) return { ok: false, errors: [parsed.error] };
  const errors: string[] = [];
  const keys = walk(parsed.data, 0, errors, []);
  if (parsed.keys !== keys) errors.push('has a duplicate key in an object (each key may appear once)');
  return errors.length ? { ok: false, errors } : { ok: true, data: parsed.data };
}

/** Reads a regular file inside `root` (never through a link, FIFO or device) of at most `maxBytes` and parses it strictly. */
export async function readStrictJson(root: string, path: string, maxBytes: number): Promise<Evidence<unknown>> {
  const read = await readRegular(root, path, maxBytes);
  if (read.status === 'missing') return { status: 'missing' };
  if (read.status === 'refused') return { status: 'invalid', errors: [read.reason] };
  if (read.status === 'too-large') return { status: 'invalid', errors: [`is ${read.size} bytes; the limit is ${maxBytes}`] };
  const parsed = parseStrictJson(read.bytes);
  return parsed.ok ? { status: 'ok', data: parsed.data } : { status: 'invalid', errors: parsed.errors };
}
