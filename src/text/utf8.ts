/** Text another program wrote, decoded only when it is UTF-8: a lossy decode reads what no writer wrote. */
const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const BOMS: [number[], string][] = [
  [[0xff, 0xfe, 0x00, 0x00], 'UTF-32'],
  [[0x00, 0x00, 0xfe, 0xff], 'UTF-32'],
  [[0xff, 0xfe], 'UTF-16'],
  [[0xfe, 0xff], 'UTF-16'],
];

const lineAt = (bytes: Uint8Array, end: number): number => {
  let line = 1;
  for (let i = 0; i < end; i++) if (bytes[i] === 0x0a) line++;
  return line;
};

/**
 * The text of `bytes` (a UTF-8 byte order mark kept, as the reader of text takes it), or why they
 * are not UTF-8 text: another encoding's byte order mark, a NUL (UTF-16 or UTF-32 written without
 * one), or the line of the first byte that is no UTF-8 (Latin-1, a character cut by a writer killed
 * mid-write). Never a U+FFFD standing for bytes the text did not hold.
 */
export function utf8Text(bytes: Uint8Array): { text: string } | { why: string } {
  const bom = BOMS.find(([mark]) => mark.every((b, i) => bytes[i] === b));
  if (bom) return { why: `is ${bom[1]} (its byte order mark says so)` };
  const nul = bytes.indexOf(0);
  if (nul !== -1) return { why: `holds a NUL byte on line ${lineAt(bytes, nul)} (UTF-16 text?)` };
  try {
    return { text: strict.decode(bytes) };
  } catch {
    // The first line that does not decode alone (a sequence never spans a line feed).
    let from = 0;
    for (let nl = bytes.indexOf(0x0a); ; nl = bytes.indexOf(0x0a, from)) {
      const end = nl === -1 ? bytes.length : nl;
      try {
        strict.decode(bytes.subarray(from, end));
      } catch {
        return { why: `is not UTF-8 from line ${lineAt(bytes, from)}` };
      }
      if (nl === -1) return { why: 'is not UTF-8' };
      from = nl + 1;
    }
  }
}

/**
 * What a redaction can read of text that may not be UTF-8: decoded with U+FFFD for each byte that
 * is no UTF-8, and every NUL taken out, so a secret written in UTF-16 or UTF-32 (ASCII, as every
 * credential shape is) reads as itself.
 */
export function readableText(bytes: Uint8Array): string {
  const decoded = utf8Text(bytes);
  return 'text' in decoded ? decoded.text : Buffer.from(bytes).toString('utf8').replace(/\0/g, '');
}
