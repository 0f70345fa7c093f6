/**
 * What a finding owes before it can count, said so the agent that wrote it can fix it: why its
 * quote was not found, and which habit of another tool's output the quote shows (a diff's prefix,
 * line numbers, a fence, an ellipsis). A hint only: anchoring stays exact, and the agent requotes.
 */
import { describeAnchor, type AnchoredFinding } from './anchor.js';

const HABITS: [RegExp, string][] = [
  [/^[+-]/m, "a line starts with + or -: if that is the diff's prefix, leave it out (the file holds no such character)"],
  [/^\s*L?\d+\s*[:|]/m, 'a line starts with a line number (`12:`, `12|`, `L12:`): leave it out'],
  [/^\s*(```|~~~)/m, 'a Markdown fence is part of the quote: leave it out'],
  [/^\s*(…|\.{3})\s*$|…/m, 'an ellipsis stands for lines left out: quote every line in between, or fewer lines'],
];

/** `requote: <why>` with the habits the quote shows, or undefined when the finding is located. */
export function requoteNote(f: AnchoredFinding): string | undefined {
  if (f.anchor.status === 'located') return undefined;
  const habits = HABITS.filter(([re]) => re.test(f.existing_code)).map(([, says]) => says);
  const more = f.anchor.status === 'ambiguous' ? ['quote more lines around it, so that it is found once'] : [];
  return [`requote: ${describeAnchor(f.anchor)}`, ...habits, ...more].join('; ');
}

/** How to write a quote that anchors: said once in the prompt, beside the findings owed one. */
export const REQUOTE_RULE =
  'A finding with `owed` is not yet located, and keeps the review incomplete until you answer it: report it again with its `id`, its `path` exactly as the table of files writes it, and an `existing_code` of whole consecutive lines of that file as it stands, copied verbatim (no diff prefix `+`/`-`, no line numbers, no Markdown fence, no `…` or `...` for lines left out, no comment of your own), enough of them to be found exactly once; or refute it.';
