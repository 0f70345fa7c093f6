/**
 * A link to a file's lines, as the host shows them (GitHub: `…/blob/<sha>/<path>#L3-L6`). The
 * publishing layer builds it from what it trusts (the event's server and repository, the head
 * commit); renderers only call it, and show a plain location when there is none (a local run).
 */
export type LineLink = (path: string, start: number, end?: number) => string;

/** A repository path as a URI reference (a link's path, a SARIF artifact URI): each segment percent-encoded, `()'!*` too (Markdown would end a link at `)`). */
export function urlPath(path: string): string {
  return path
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}
