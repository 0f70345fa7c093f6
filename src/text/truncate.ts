/**
 * Cuts text to at most `maxBytes` UTF-8 bytes, never inside a character,
 * preferring a line end in the second half, and ends it with how many
 * characters were left out (`where` says where the rest is). Deterministic.
 * Redact before calling: a cut must never be what hides (or splits) a secret.
 */
export function fitBytes(
  text: string,
  maxBytes: number,
  what = 'characters',
  where = ' (the full evidence is in the review folder)',
): string {
  const buf = Buffer.from(text, 'utf8');
  if (buf.length <= maxBytes) return text;
  const total = [...text].length;
  const note = (omitted: number) => `\n\n… ${omitted} ${what} omitted${where}`;
  // Room for the note with the widest count it could carry.
  let cut = Math.max(0, maxBytes - Buffer.byteLength(note(total)));
  while (cut > 0 && (buf[cut]! & 0xc0) === 0x80) cut--;
  const newline = buf.lastIndexOf(0x0a, cut - 1);
  if (newline > cut / 2) cut = newline;
  const kept = buf.subarray(0, cut).toString('utf8');
  return `${kept}${note(total - [...kept].length)}`;
}
