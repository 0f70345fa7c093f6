import { eastAsianWidth } from 'get-east-asian-width';

/** A tab advances to the next multiple of this column, as terminals and GitHub's code views show it. */
const TAB_STOP = 8;

/** The column after `c` drawn from column `at`. */
function advance(c: string, at: number): number {
  if (c === '\t') return at - (at % TAB_STOP) + TAB_STOP;
  // East Asian Wide and Fullwidth characters (CJK, kana, Hangul, fullwidth forms, emoji) take two.
  return at + eastAsianWidth(c.codePointAt(0)!);
}

export interface LineColumns {
  /** The columns the line takes. */
  width: number;
  /** The widest run of spaces and tabs after its indentation, in columns. */
  widestGap: number;
}

/** How wide a line of code is drawn, and its widest gap: what lies past either may be out of sight. */
export function lineColumns(line: string): LineColumns {
  let width = 0;
  let widestGap = 0;
  let code = false; // past the indentation
  let gapFrom: number | undefined; // where the run of spaces and tabs being read began
  for (const c of line) {
    const next = advance(c, width);
    if (c !== ' ' && c !== '\t') {
      code = true;
      gapFrom = undefined;
    } else if (code) {
      gapFrom ??= width;
      widestGap = Math.max(widestGap, next - gapFrom);
    }
    width = next;
  }
  return { width, widestGap };
}
