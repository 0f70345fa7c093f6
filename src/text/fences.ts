/**
 * CommonMark's fenced code block lines, for what writes Markdown (an agent's own blocks drawn as
 * code) and what cuts it (a cut inside a block closes it).
 */

/** An opening line: up to three spaces, three or more backticks or tildes, an info string (a backtick fence's holds no backtick). */
export function fenceOpening(line: string): { marks: string; info: string } | undefined {
  // The marks taken whole (`(?=(…))\2`): a line end after 100,000 tildes made `(.*)$` rescan for each shorter run (hazard 637).
  const m = /^ {0,3}((?=(`{3,}))\2(?=[^`]*$)|(?=(~{3,}))\3)(.*)$/.exec(line);
  return m ? { marks: m[1]!, info: m[4]! } : undefined;
}

/** The line closes the block `marks` opened: the same character, at least as many, nothing after but spaces and tabs. */
export function closesFence(line: string, marks: string): boolean {
  const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
  return close !== undefined && close[0] === marks[0] && close.length >= marks.length;
}

/** The text's first line that is not blank opens a fenced block: a writer wrapped what it was asked for in a fence. */
export function opensWithFence(text: string): boolean {
  const first = /^[ \t\r\n]*([^\n]*)/.exec(text.replace(/^\uFEFF/, ''))?.[1] ?? '';
  return fenceOpening(first.replace(/\r$/, '')) !== undefined;
}
