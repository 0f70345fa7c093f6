import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The header the page presents the server's key in. Being a custom header, it also makes any
 * cross-origin fetch send a CORS preflight first, which this server never approves.
 */
export const TOKEN_HEADER = 'x-proofgate-token';

/** A fresh key for one server run: 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Who may do what: the server's own `host:port` names and its key. */
export interface Access {
  hosts: () => string[];
  token: string;
}

export interface Refusal {
  reason: 'host' | 'origin' | 'token';
  message: string;
}

// Both sides hashed to one length first: timingSafeEqual needs equal lengths, and the key's length leaks nothing.
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Why a request is refused, if it is. Every request must name this machine's own host (a page of another
 * site cannot reach the server through DNS rebinding). Only the page itself (`open`: it holds no secret,
 * its key comes from the address the tester opened) is served without the key; anything else must come
 * from no foreign origin and present the key, so no other local process, user or site can read or write.
 */
export function refusal(req: IncomingMessage, access: Access, open: boolean): Refusal | undefined {
  const hosts = access.hosts();
  if (!hosts.includes(req.headers.host ?? '')) return { reason: 'host', message: 'unknown Host header' };
  if (open) return undefined;
  if (req.headers.origin !== undefined && !hosts.some((h) => req.headers.origin === `http://${h}`))
    return { reason: 'origin', message: 'cross-origin request refused' };
  const presented = req.headers[TOKEN_HEADER];
  if (typeof presented !== 'string' || !timingSafeEqual(digest(presented), digest(access.token)))
    return { reason: 'token', message: 'no key or a wrong one: open the address `uat serve` printed' };
  return undefined;
}
