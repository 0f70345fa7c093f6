import { visible } from './neutralise.js';

const LIST_CAP = 10;

/** A list for one line of output: the first ten names, then how many more. */
export function nameList(items: string[]): string {
  const shown = items.slice(0, LIST_CAP).map(visible).join(', ');
  return items.length > LIST_CAP ? `${shown} and ${items.length - LIST_CAP} more` : shown;
}
