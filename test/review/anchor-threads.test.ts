import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reviewScope } from '../../src/review/scope.js';
import { reviewAnchor } from '../../src/review/anchor-command.js';
import { commitAll, emptyRepo } from '../support/repo.js';
import { folderOf, writeFindings } from '../support/review.js';
import { cli } from '../support/run.js';

// review anchor over more than 16 MB of quoted files shares the files with helper threads (the
// bundle's dist/worker.js; from src/ one thread does all): the answers must be the same.
const FILES = 18;
const LINES = 25_000;
const line = (f: number, i: number) => `  const v${i} = compute(${f}, ${i}, limit);`;
const findingOn = (f: number, k: number, existing_code: string) => ({
  id: `F${f}-${k}`,
  path: `src/f${f}.js`,
  existing_code,
  content: 'A finding for the anchoring test.',
  category: 'correctness',
  severity: 'low',
  confidence: 'medium',
  disposition: 'confirmed',
  evidence: 'The line quoted.',
});

describe('review anchor with helper threads', () => {
  it('answers as one thread does: located, ambiguous, irregular whitespace, unlocated, a file edited since', async () => {
    const repo = emptyRepo('proofgate-anchor-threads-');
    writeFileSync(join(repo, 'README.md'), '# threads\n');
    commitAll(repo, 'base');
    mkdirSync(join(repo, 'src'));
    const text = (f: number) => {
      const lines = Array.from({ length: LINES }, (_, i) => line(f, i));
      lines[7] = lines[8]!; // one line twice: ambiguous
      lines[100] = `  const  v100 =\tcompute(${f}, 100,\u00a0limit);`; // normalises to line(f, 100)
      return `${lines.join('\n')}\n`;
    };
    for (let f = 0; f < FILES; f++) writeFileSync(join(repo, `src/f${f}.js`), f % 2 ? text(f) : text(f).replaceAll('limit', 'bound'));
    commitAll(repo, 'eighteen files of a megabyte');
    await reviewScope({ id: 't', cwd: repo, effort: 'high' });
    const findings = Array.from({ length: FILES }, (_, f) => {
      const word = f % 2 ? 'limit' : 'bound';
      const at = (i: number) => line(f, i).replace('limit', word);
      return [
        findingOn(f, 1, `${at(5000)}\n${at(5001)}`),
        findingOn(f, 2, at(8)),
        findingOn(f, 3, at(100)),
        findingOn(f, 4, `${at(99)}\n  const v100 = compute(${f}, 100, ${word});`),
        findingOn(f, 5, 'not in any file'),
      ];
    }).flat();
    writeFindings(repo, 't', findings);
    // Same size, other bytes: its hash differs, so git hands over the sealed blob.
    writeFileSync(join(repo, 'src/f3.js'), text(3).replace('v5000 =', 'v5000:='));
    const anchored = () => JSON.parse(readFileSync(join(folderOf(repo, 't'), 'findings.anchored.json'), 'utf8'));

    const one = await reviewAnchor({ id: 't', cwd: repo });
    const oneThread = anchored();
    const bundle = cli(repo, ['review', 'anchor', 't']);
    expect(bundle.stderr).toBe('');
    expect(anchored()).toEqual(oneThread);
    expect(one.exitCode).toBe(bundle.code);
    expect(oneThread.totals).toEqual({ located: FILES * 3, ambiguous: FILES, unlocated: FILES });
    const byId = new Map(oneThread.findings.map((f: { id: string; anchor: unknown }) => [f.id, f.anchor]));
    expect(byId.get('F3-1')).toEqual({ status: 'located', start: 5001, end: 5002 });
    expect(byId.get('F4-3')).toEqual({ status: 'located', start: 101, end: 101 });
    expect(byId.get('F4-2')).toMatchObject({ status: 'ambiguous', candidates: [{ start: 8 }, { start: 9 }] });
  });
});
