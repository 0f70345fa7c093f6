/**
 * What a finding owes before it can count, said so the agent that wrote it can fix it: why its
 * quote was not found, and which habit of another tool's output the quote shows (a diff's prefix,
 * line numbers, a fence, an ellipsis). A hint only: anchoring stays exact, and the agent requotes.
 */
import { describeAnchor, type AnchoredFinding } from './anchor.js';

/**
 * Each habit is seen in one line of the quote, split at every line end a multiline `^` knows (LF, CR,
 * U+2028, U+2029), and read from its start: a multiline `/^\s*…/m` over the whole quote retried its
 * run from every line start to the quote's end, as `\s` takes line ends too (a quote of 20,000
 * newlines: 0.6 s, for each finding; hazard #658). `trimStart` takes the white space `\s` does.
 */
const HABITS: [(line: string) => boolean, string][] = [
  [
    (line) => line.startsWith('+') || line.startsWith('-'),
    "a line starts with + or -: if that is the diff's prefix, leave it out (the file holds no such character)",
  ],
  // Without `m`, at one place: `\d+` cannot take the white space after it.
  [(line) => /^L?\d+\s*[:|]/.test(line.trimStart()), 'a line starts with a line number (`12:`, `12|`, `L12:`): leave it out'],
  [(line) => ['```', '~~~'].some((fence) => line.trimStart().startsWith(fence)), 'a Markdown fence is part of the quote: leave it out'],
  [
    (line) => line.includes('…') || line.trim() === '...',
    'an ellipsis stands for lines left out: quote every line in between, or fewer lines',
  ],
];

/** What a quote not located should change: the habits it shows, and more lines when it was found in several places. */
function requoteAdvice(f: AnchoredFinding): string[] {
  const lines = f.existing_code.split(/[\n\r\u2028\u2029]/);
  const habits = HABITS.filter(([shows]) => lines.some(shows)).map(([, says]) => says);
  return f.anchor.status === 'ambiguous' ? [...habits, 'quote more lines around it, so that it is found once'] : habits;
}

/** `requote: <why>` with the habits the quote shows, or undefined when the finding is located. */
export function requoteNote(f: AnchoredFinding): string | undefined {
  if (f.anchor.status === 'located') return undefined;
  return [`requote: ${describeAnchor(f.anchor)}`, ...requoteAdvice(f)].join('; ');
}

/**
 * What the findings not located should change, each piece said once, for a person reading the
 * gate's reasons or `review anchor`: a quote found nowhere with no habit to name is told the rule.
 */
export function requoteAdviceFor(findings: readonly AnchoredFinding[]): string {
  const advice = findings.flatMap((f) => {
    const said = requoteAdvice(f);
    return said.length ? said : ['copy whole consecutive lines of the head version verbatim'];
  });
  return `requote: ${[...new Set(advice)].join('; ')}`;
}

/** How to write a quote that anchors: said once in the prompt, beside the findings owed one. */
export const REQUOTE_RULE =
  'A finding with `owed` is not yet located, and keeps the review incomplete until you answer it: report it again with its `id`, its `path` exactly as the table of files writes it, and an `existing_code` of whole consecutive lines of that file as it stands, copied verbatim (no diff prefix `+`/`-`, no line numbers, no Markdown fence, no `…` or `...` for lines left out, no comment of your own), enough of them to be found exactly once; or refute it.';
