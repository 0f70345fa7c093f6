/** Limits GitHub enforces on what proofgate publishes (see docs/publishing.md). */
export const LIMITS = {
  /** Check run output title, summary and text; counted in bytes to be safe (GitHub's count is byte-like). */
  checkOutput: 65535,
  /** Our own cap for a check run title: it is shown on one line. */
  checkTitle: 255,
  annotationsPerRequest: 50,
  annotationTitle: 255,
  annotationMessage: 65535,
  /** Issue and pull-request comment body. */
  commentBody: 65536,
} as const;

/**
 * Cuts `text` to at most `maxBytes` UTF-8 bytes, never inside a character,
 * preferring a line end in the second half, and says how much was left out.
 * Deterministic: the same input always gives the same output. Redact first:
 * a cut must never be what hides (or splits) a secret.
 */
export function fitText(text: string, maxBytes: number): string {
  const buf = Buffer.from(text, 'utf8');
  if (buf.length <= maxBytes) return text;
  const total = [...text].length;
  // Room for the note with the widest count it could carry.
  const noteFor = (omitted: number) => `\n\n… ${omitted} characters omitted`;
  let cut = Math.max(0, maxBytes - Buffer.byteLength(noteFor(total)));
  while (cut > 0 && (buf[cut]! & 0xc0) === 0x80) cut--;
  const newline = buf.lastIndexOf(0x0a, cut - 1);
  if (newline > cut / 2) cut = newline;
  const kept = buf.subarray(0, cut).toString('utf8');
  return `${kept}${noteFor(total - [...kept].length)}`;
}
