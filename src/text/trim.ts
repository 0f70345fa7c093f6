/**
 * `text` without the characters of `set` at either end (trimEndOf: at its end), by two index walks.
 * A regex trim (`/^[ \t]+|[ \t]+$/g`, `/\s+$/`) is retried by V8 from every place inside a long run
 * that is not at the end, each try scanning to the run's end: a 1 MB line of spaces then a letter
 * took minutes (hazard #635; `npm run lint` refuses such a pattern, scripts/regex-runs.mjs). For
 * JavaScript's own white space, String.prototype.trim and trimEnd are linear too.
 */
export function trimOf(text: string, set: string): string {
  let start = 0;
  while (start < text.length && set.includes(text[start]!)) start++;
  return trimEndOf(text.slice(start), set);
}

export function trimEndOf(text: string, set: string): string {
  let end = text.length;
  while (end > 0 && set.includes(text[end - 1]!)) end--;
  return end === text.length ? text : text.slice(0, end);
}
