/**
 * What GitHub draws instead of showing as text or code: TeX math and the fenced blocks it renders
 * as formulas, diagrams, maps and models. What they show is not the text a line reader has
 * (`$\textsf{Cr}\textsf{itical}$` shows "Critical", math mode drops spaces, a Mermaid node's label
 * is a quoted string), so a report holding any is refused, never read.
 */

/** The fence languages GitHub renders: math, Mermaid diagrams, GeoJSON and TopoJSON maps, STL models. */
const DRAWN_LANGUAGES = new Set(['math', 'mermaid', 'geojson', 'topojson', 'stl']);

/**
 * The drawn language a fence's info string names, if any: its first word, in any case. `info` is
 * the string as the page resolves it (escapes and character references: `&#109;ath` is math).
 */
export function drawnLanguage(info: string): string | undefined {
  const word = info.trim().split(/\s/)[0]!.toLowerCase();
  return DRAWN_LANGUAGES.has(word) ? word : undefined;
}

/** Whitespace beside a dollar, narrowly (ASCII only): any other character there is taken for the edge of math. */
const SPACE = /[ \t\n\r]/;

/**
 * Where math starts in a text, if anywhere: its first `$$` (display math, inline too), else the
 * first `$` that opens a span some later `$` closes. GitHub's rule, read loosely so that anything it draws
 * is found: an opening `$` is followed by a non-space, a closing `$` follows a non-space and is not
 * followed by a digit (`costs $5 and $10` is no math), and any later closer counts, not only the
 * first. A backslash before a dollar does not stop GitHub's math, so it stops nothing here.
 */
export function mathAt(text: string): number | undefined {
  const display = text.indexOf('$$');
  if (display >= 0) return display;
  let opener: number | undefined;
  for (let at = text.indexOf('$'); at >= 0; at = text.indexOf('$', at + 1)) {
    const after = text[at + 1];
    if (opener !== undefined && !SPACE.test(text[at - 1]!) && !/[0-9]/.test(after ?? '')) return opener;
    if (opener === undefined && after !== undefined && !SPACE.test(after)) opener = at;
  }
  return undefined;
}
