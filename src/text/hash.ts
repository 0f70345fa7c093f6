import { createRequire } from 'node:module';
import { ProofgateError } from './errors.js';

// node:crypto costs a command ~5 ms to load: taken when something is first hashed, not at start-up.
const load = createRequire(import.meta.url);
let crypto: typeof import('node:crypto') | undefined;

export function sha256(data: string | Uint8Array): string {
  crypto ??= load('node:crypto') as typeof import('node:crypto');
  return crypto.createHash('sha256').update(data).digest('hex');
}

/** The 12-hex short form shown to people; the full hash is what files quote. */
export function short(hash: string): string {
  return hash.slice(0, 12);
}

/**
 * Canonical JSON: object keys sorted by code unit, no whitespace, arrays in order.
 * Our sealed documents hold only strings, integers, booleans and null, so this
 * matches RFC 8785 for them (strings serialise as JSON.stringify does); other
 * numbers are refused rather than guessed.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    // A refusal, not a crash: the documents hashed here come from files anyone can edit.
    if (typeof v === 'number' && !Number.isSafeInteger(v))
      throw new ProofgateError(`canonical JSON holds integers only (at most 2^53 - 1), got ${v}`);
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

/** Sorts by the UTF-8 bytes of `key(item)`, encoding each key once. */
export function sortByBytes<T>(items: T[], key: (item: T) => string): T[] {
  const keyed = items.map((item) => ({ item, k: Buffer.from(key(item), 'utf8') }));
  keyed.sort((a, b) => Buffer.compare(a.k, b.k));
  return keyed.map((x) => x.item);
}
