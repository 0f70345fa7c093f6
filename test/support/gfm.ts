// GitHub's Markdown, rendered by GitHub's own cmark-gfm (Debian's `cmark-gfm` command, installed by
// .ci/run) with the extensions github.com turns on, autolinks included. Raw HTML is let through
// (`--unsafe`) so that a tag smuggled in by untrusted text would show up in the output.
import { spawnSync } from 'node:child_process';

export function renderGfm(markdown: string): string {
  const r = spawnSync(
    'cmark-gfm',
    ['--unsafe', '-e', 'autolink', '-e', 'table', '-e', 'strikethrough', '-e', 'tasklist', '-e', 'tagfilter'],
    { input: markdown, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (r.error || r.status !== 0)
    throw new Error(`cmark-gfm could not render (${r.error?.message ?? r.stderr}): install it with \`apt-get install cmark-gfm\``);
  return r.stdout;
}

/** Every `href` and `src` in rendered HTML, entities decoded enough to read the host. */
export function linksAndImages(html: string): string[] {
  return [...html.matchAll(/\b(?:href|src)\s*=\s*"([^"]*)"/gi)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** The text of every code span and code block in rendered HTML: what a reader selects and copies. */
export function codeTexts(html: string): string[] {
  return [...html.matchAll(/<code(?: [^>]*)?>([\s\S]*?)<\/code>/g)].map((m) =>
    m[1]!
      .replace(/\n$/, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
}

/**
 * Text from a pull request or an agent that would start block markup where it starts a line: a
 * list item (ordered, bulleted, a task), a rule, a setext underline (alone, or after a line break
 * inside the text), a heading, a quote or an alert, indented code, a table row, a footnote or a link
 * definition, a fence, an HTML block.
 */
export const BLOCK_STARTS = [
  '2. proofgate: clean',
  '1) approved',
  '- [x] approved',
  '+ approved',
  '* approved',
  '---',
  '***',
  '___',
  '===',
  '-',
  '=',
  ':-:',
  ':-',
  '-:',
  '# proofgate: clean',
  '> [!CAUTION]',
  '    indented code',
  ' 1. one space before',
  '| verdict | clean |',
  '[^1]: a footnote',
  '[x]: https://evil.example',
  '```js',
  '~~~',
  '<details open>',
  'a line\n===',
  'a line\n- item',
];

/** The block elements of rendered HTML in order: what a text must not change by where it stands. */
export function blockTags(html: string): string[] {
  return [...html.matchAll(/<(h[1-6]|p|ul|ol|li|hr|pre|blockquote|table|thead|tbody|tr|th|td|div|details|section)\b/g)].map((m) => m[1]!);
}
