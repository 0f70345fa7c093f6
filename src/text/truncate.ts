/**
 * Cuts text to at most `maxBytes` UTF-8 bytes, at a line end when one is near,
 * and says how much was left out. Redact before calling: a cut can split a secret.
 */
export function fitBytes(text: string, maxBytes: number, what = 'characters'): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const budget = maxBytes - 120;
  let cut = Buffer.from(text).subarray(0, Math.max(0, budget)).toString('utf8').replace(/\uFFFD$/, '');
  const nl = cut.lastIndexOf('\n');
  if (nl > cut.length - 2000 && nl > 0) cut = cut.slice(0, nl);
  return `${cut}\n\n… ${text.length - cut.length} ${what} omitted (the full evidence is in the review folder)`;
}
