// Hazard 380: GitHub draws TeX math (`$…$`, `` $`…`$ ``, `$$…$$`) and renders some fences
// (math, mermaid, geojson, topojson, stl) instead of showing them as code, so a report could show
// a Critical finding the line reader never scores. Whatever the page draws is refused (exit 3).
import { describe, expect, test } from 'vitest';
import { parseReport } from '../../src/test-review/report.js';
import { loadSkill } from '../../src/test-review/skill.js';
import { ownReport } from './support.js';

/** The packaged skill's criteria registry, read as test-review reads it. */
const PACKAGED_REGISTRY = (await loadSkill()).registry;

const clean = ownReport(['tests/checkout.spec.ts']);
/** The clean report with `text` as a section of its own before the Decision (a function, so `$$` and `` $` `` stay as written). */
const withSection = (text: string) => clean.replace('## Decision', () => `${text}\n\n## Decision`);
const parse = (text: string) => parseReport(text, { registry: PACKAGED_REGISTRY });

describe('#380 every spelling of math GitHub draws is refused, wherever the page shows text', () => {
  test.each([
    ['inline math', 'Impact: $\\textsf{Critical}$'],
    ['math whose spaces the page drops', 'Impact: $Cr itical$'],
    ['math in a code span between dollars', 'Impact: $`\\textsf{Critical}`$'],
    ['escaped dollars (GitHub takes no escape for one)', 'Impact: \\$\\textsf{Critical}\\$'],
    ['inline display math', 'Impact: $$\\textsf{Critical}$$'],
    ['a display block', '$$\n\\textsf{Critical: tests/checkout.spec.ts:4}\n$$'],
    ['math over two lines of a paragraph', 'Impact: $\\textsf{Cri\ntical}$'],
    ['math in a heading', '### $\\textsf{Critical}$'],
    ['math in a table header', '| $\\textsf{Critical}$ |\n| --- |\n| tests/checkout.spec.ts:4 |'],
    ['math in a quoted list item', '> - $\\textsf{Critical}$'],
    ['math around a link', '$[Critical](https://example.com)$'],
    ['a closing dollar after a no-break space', 'Impact: $\\textsf{Critical}\u00a0$ found'],
  ])('#380 %s → refused as math', (_name, section) => {
    expect(() => parse(withSection(`## Findings\n\n${section}`))).toThrow(/holds math/);
  });

  test.each([
    ['```math', '```math\n\\textsf{Critical}\n```'],
    ['```mermaid', '```mermaid\nflowchart TB\n  F1["CRITICAL"]\n```'],
    ['```geojson', '```geojson\n{"type": "Point", "coordinates": [0, 0]}\n```'],
    ['```topojson', '```topojson\n{"type": "Topology"}\n```'],
    ['```stl', '```stl\nsolid critical\nendsolid\n```'],
    ['a capitalised language', '```Mermaid\nflowchart TB\n```'],
    ['a tilde fence', '~~~math\n\\textsf{Critical}\n~~~'],
    ['a longer fence', '`````mermaid\nflowchart TB\n`````'],
    ['words after the language', '```mermaid title="findings"\nflowchart TB\n```'],
    ['a space before the language', '``` math\n\\textsf{Critical}\n```'],
    ['a character reference spelling the language', '```&#109;ath\n\\textsf{Critical}\n```'],
    ['a fence in a quote', '> ```mermaid\n> flowchart TB\n> ```'],
  ])('#380 %s → refused as a drawn fence', (_name, section) => {
    expect(() => parse(withSection(`## Findings\n\n${section}`))).toThrow(/opens a ```(?:math|mermaid|geojson|topojson|stl) block/);
  });

  test('#380 a drawn fence indented up to 3 spaces is refused too (as any indented fence is)', () => {
    for (const pad of [' ', '  ', '   '])
      expect(() => parse(withSection(`## Findings\n\n${pad}\`\`\`mermaid\nflowchart TB\n${pad}\`\`\``))).toThrow(/indents a code fence/);
  });

  test.each([
    ['prices', 'The fixture costs $5 and $10, or $5-$10, and $3.50 each.'],
    ['a lone dollar', 'Costs in $ are not counted.'],
    ['dollars in code spans', 'Reads `$HOME` and `$PATH`, and `$x$` stays code.'],
    ['math in an ordinary fence', '```tex\n$\\textsf{Critical}$ and $$x$$\n```'],
    ['a language that only starts with one drawn', '```mathematica\nx = 1\n```'],
  ])('#380 %s → read, not refused', (_name, section) => {
    expect(parse(withSection(`## Notes\n\n${section}`)).recommendation).toBe('Approve');
  });
});
