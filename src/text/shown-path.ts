import { visible } from './neutralise.js';
import { cutChars } from './truncate.js';

/** The longest path a line shows whole; a longer one (a chain of folders past PATH_MAX) keeps its two ends. */
const SHOWN_PATH_MAX = 240;

/** A path as one line shows it: visible, and bounded (its start and its end around an ellipsis), never kilobytes of it. */
export function shownPath(path: string): string {
  const shown = visible(path);
  if (shown.length <= SHOWN_PATH_MAX) return shown;
  const tail = shown.slice(shown.length - SHOWN_PATH_MAX / 2);
  // Never half a character at the cut: a tail that starts on a surrogate pair's low half drops it.
  return `${cutChars(shown, SHOWN_PATH_MAX / 2)}…${/^[\udc00-\udfff]/.test(tail) ? tail.slice(1) : tail}`;
}
