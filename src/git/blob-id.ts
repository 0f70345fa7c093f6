import { createHash } from 'node:crypto';

// A module of its own (git.ts re-exports it): review anchor's worker threads hash what they read
// (sealed-read.ts) with node:crypto alone, without loading the git runner and its child_process,
// net and fs/promises, some 8 ms of a worker's 45 ms start.

/** The object format an id is written in: 64 hex digits are SHA-256's. */
export const formatOf = (oid: string): 'sha1' | 'sha256' => (oid.length === 64 ? 'sha256' : 'sha1');

/** The id git gives these bytes as a blob (SHA-1 object format unless told): a link is sealed by its target's. */
export function blobId(data: Buffer | string, format: 'sha1' | 'sha256' = 'sha1'): string {
  return objectId('blob', data, format);
}

/** The id git gives these bytes as an object of `type` (blob, tree, commit, tag). */
export function objectId(type: string, data: Buffer | string, format: 'sha1' | 'sha256' = 'sha1'): string {
  return createHash(format)
    .update(`${type} ${Buffer.byteLength(data)}\0`)
    .update(data)
    .digest('hex');
}
