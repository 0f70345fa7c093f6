/**
 * The redaction floor over a whole document: a value the floor recognises in one field (by its
 * key, header, URL or shape) is a credential wherever else the document holds it, so it is
 * collected from every text first, then redacted by value in every field.
 */
import { credentialValues, redact } from '../text/redact.js';
import { redactAgentText } from '../agent/report.js';
import type { Finding } from './evidence.js';

/** What a text becomes before it leaves the tool. */
export type Redaction = (text: string) => string;

/** The values the floor redacts anywhere in `texts`, once each. */
export function credentialsIn(texts: Iterable<string | undefined>): string[] {
  const values = new Set<string>();
  for (const text of texts) if (text) for (const value of credentialValues(text)) values.add(value);
  return [...values];
}

/**
 * The floor, and every value of `credentials` wherever it stands: a token's 16-character
 * stretches too, as written, escaped or in base64 (the screen's rule for a given credential,
 * src/agent/screen.ts). The list is kept as is: the screen is built once for it.
 */
export function redactionOf(credentials: readonly string[]): Redaction {
  return credentials.length ? (text) => redactAgentText(text, credentials) : redact;
}

/** Every field of a finding an agent writes as free text (a `claim` quotes the intent, `ran` names a command). */
const QUOTED_FIELDS = [
  'existing_code',
  'content',
  'evidence',
  'refutation',
  'trigger',
  'consequence',
  'fix',
  'suggestion',
  'claim',
  'ran',
] as const;

/** Every free-text field of a finding, as written. */
export const findingTexts = (f: Finding): (string | undefined)[] => QUOTED_FIELDS.map((k) => f[k]);

/**
 * The findings' document redaction: the floor, and each value it recognised in any field of any
 * finding or, `beside`, in a document published with them (coverage.json's texts).
 */
export const findingsRedaction = (findings: readonly Finding[], beside: readonly string[] = []): Redaction =>
  redactionOf([...credentialsIn(findings.flatMap(findingTexts)), ...beside]);

/** `redaction` over every free-text field, applied after locating (the quote must match the code as it is). */
export function redactFinding<T extends Finding>(f: T, redaction: Redaction): T {
  const out = { ...f };
  for (const k of QUOTED_FIELDS) if (typeof out[k] === 'string') (out as Record<string, unknown>)[k] = redaction(out[k]);
  return out;
}
