/**
 * A path's identity as git lists it in a `-z` record: its bytes, one character each (latin1). Two
 * names that are not UTF-8 decode alike (each such byte to U+FFFD), and like a name that holds
 * U+FFFD itself: keyed by the decode, one replaces the other and goes unchecked. Decode only to show.
 */
export const pathKey = (path: string | Uint8Array): string =>
  (typeof path === 'string' ? Buffer.from(path, 'utf8') : Buffer.from(path.buffer, path.byteOffset, path.byteLength)).toString('latin1');

/** A path key's bytes, as the file system names the file. */
export const keyBytes = (key: string): Buffer => Buffer.from(key, 'latin1');

/** A path key as shown: its bytes decoded, U+FFFD for each byte that is not UTF-8. */
export const keyShown = (key: string): string => keyBytes(key).toString('utf8');
