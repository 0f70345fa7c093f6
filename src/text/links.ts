/**
 * A link to a file's lines, as the host shows them (GitHub: `…/blob/<sha>/<path>#L3-L6`). The
 * publishing layer builds it from what it trusts (the event's server and repository, the head
 * commit); renderers only call it, and show a plain location when there is none (a local run).
 */
export type LineLink = (path: string, start: number, end?: number) => string;

/** Text percent-encoded as UTF-8 but for letters, digits and `-._~`: `()'!*` too, which encodeURIComponent leaves (Markdown would end a link at `)`). */
const pct = (text: string) => encodeURIComponent(text).replace(/[()'!*]/g, (x) => `%${x.charCodeAt(0).toString(16).toUpperCase()}`);

/** A repository path as a URI reference (a link's path, a SARIF artifact URI): each segment percent-encoded. */
export function urlPath(path: string): string {
  return path.split('/').map(pct).join('/');
}

/** What a URL given to proofgate must be, for a refusal to say. */
export const LINK_URL_RULE = 'must be an absolute https:// or http:// URL, without a user name or password';

/** A host name or an IPv6 address: WHATWG's parser keeps `(`, `)`, `*` and more in a host. */
// eslint-disable-next-line proofgate/no-trailing-run -- linear (#637): anchored at `^`, and each `[\w-]+` ends at a required `.` the last run cannot take, so a failed `$` backs off one label at a time (1 MB: 15 ms)
const HOST = /^(?:[\w-]+\.)*[\w-]+$|^\[[\da-f:.]+\]$/;

/**
 * A URL a caller gave (`--run-url`) or the environment built, as a Markdown link's destination: an
 * absolute http(s) URL without credentials, its path, query and fragment encoded as urlPath encodes
 * a segment, keeping their delimiters and the escapes already in them, so no character can end the
 * link or start markup (`;` too: no entity reference can form). Undefined for anything else.
 */
export function linkUrl(text: string): string | undefined {
  if (!/^https?:\/\//i.test(text) || !URL.canParse(text)) return undefined;
  const u = new URL(text);
  if (u.username || u.password || !HOST.test(u.hostname)) return undefined;
  const rest = `${u.pathname}${u.search}${u.hash}`.replace(/%[\dA-Fa-f]{2}|[^\w.~\-/?#&=+,:]/gu, (c) => (c.length === 3 ? c : pct(c)));
  return `${u.origin}${rest}`;
}

/** `[label](url)` with the URL through linkUrl; undefined when there is no URL or it is not one. */
export function mdLink(label: string, url: string | undefined): string | undefined {
  const safe = url && linkUrl(url);
  return safe ? `[${label}](${safe})` : undefined;
}
