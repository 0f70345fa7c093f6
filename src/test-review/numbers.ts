import { reject } from './report.js';

/**
 * A number as a reader takes it in: digits of any script, with a sign, a decimal point or a
 * thousands separator inside (`1,000`, `1 000`, `1.0`, `-1`), never after a letter (`P1` is no count).
 * Read whole, so `1,000` is never the `000` after its comma; `wholeCount` then keeps 0-9 digits only.
 */
export const NUMBER = String.raw`(?<![\p{L}\p{N}])[+\-\u2212]?\p{N}(?:[.,'\u2019_\u00A0\u2009\u202F ]?\p{N})*`;

/** A count as written, or a refusal naming it: a count is a whole number in 0-9 digits. */
export function wholeCount(raw: string, what: string): number {
  if (/^\p{Nd}+$/u.test(raw) && !/^\d+$/.test(raw))
    reject(`${what} as ${JSON.stringify(raw)}, in another script's digits: write each count in 0-9 digits`);
  if (!/^\d+$/.test(raw))
    reject(`${what} as ${JSON.stringify(raw)}: write each count as a whole number in 0-9 digits (no sign, separator or decimal point)`);
  return Number(raw);
}
