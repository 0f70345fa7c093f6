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
