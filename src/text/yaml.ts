import { LineCounter, parseDocument } from 'yaml';

/** Deeper than any real configuration or rules file nests its brackets. */
export const YAML_MAX_FLOW_DEPTH = 64;

/**
 * Refuses text whose `[` / `{` brackets open deeper than YAML_MAX_FLOW_DEPTH
 * before the yaml parser sees it: its error recovery is quadratic in unclosed
 * brackets (40,000 of them, 80 KB, took 14 s). Brackets are counted everywhere,
 * quoted or not, so no quote or comment can hide them; closers never go below zero.
 */
export function checkFlowDepth(text: string): void {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) {
      if (++depth > YAML_MAX_FLOW_DEPTH) throw new Error(`brackets nested deeper than ${YAML_MAX_FLOW_DEPTH} levels`);
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--;
  }
}

/**
 * The line (1-based) of the value at `path` in a JSON or YAML text, for messages that point
 * into a file; undefined when it cannot be told (the text does not parse as YAML).
 */
export function lineOf(text: string, path: (string | number)[]): number | undefined {
  try {
    checkFlowDepth(text);
    const lines = new LineCounter();
    const node = parseDocument(text, { lineCounter: lines, logLevel: 'silent' }).getIn(path, true) as { range?: number[] } | undefined;
    return node?.range ? lines.linePos(node.range[0]!).line : undefined;
  } catch {
    return undefined;
  }
}
