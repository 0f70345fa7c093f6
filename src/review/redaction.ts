/**
 * The redaction floor over a whole document: a value the floor recognises in one field (by its
 * key, header, URL or shape) is a credential wherever else the document holds it, so it is
 * collected from every text first, then redacted by value in every field.
 */
import { credentialValues, redact } from '../text/redact.js';
import { redactAgentText } from '../agent/report.js';

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
