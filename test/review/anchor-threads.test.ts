import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { locateInTree, THREADED_BYTES, WORKER_FILE, type TreeBlob, type TreeJob } from '../../src/review/anchor-tree.js';
import { LineIndex } from '../../src/review/line-index.js';
import { blobId } from '../../src/git/git.js';
import { cli, cliInProcess, ROOT } from '../support/run.js';
import { commitAll, emptyRepo } from '../support/repo.js';
import { folderOf, scopeHashOf, write, writeFindings } from '../support/review.js';

/**
 * `review anchor` shares a large review's files with a worker thread (src/review/anchor-tree.ts).
 * Which thread locates which file must never show in the answer, and a worker that fails must
 * cost nothing but time.
 */

const FILES = 4;
/** Each file's size: together past the size where a worker starts. */
const LINES = Math.ceil(THREADED_BYTES / FILES / 60) + 100;
const line = (f: number, i: number) => `  const v${i} = compute(${f}, ${i % 500}); // file ${f}`;
const body = (f: number) => Array.from({ length: LINES }, (_, i) => line(f, i)).join('\n') + '\n';

function bigReview(): string {
  const repo = emptyRepo();
  write(repo, 'README.md', '# app\n');
  commitAll(repo, 'base');
  for (let f = 0; f < FILES; f++) write(repo, `src/f${f}.js`, body(f));
  commitAll(repo, 'change');
  expect(cli(repo, ['review', 'scope', 'big']).code).toBe(0);
  const finding = (n: number, f: number, quote: string) => ({
    id: `F${n}`,
    path: `src/f${f}.js`,
    existing_code: quote,
    content: 'The value is computed and never read.',
    category: 'maintainability',
    severity: 'low',
    confidence: 'medium',
    disposition: 'confirmed',
    evidence: 'No later line of the file names it.',
  });
  writeFindings(repo, 'big', [
    ...Array.from({ length: FILES }, (_, f) => finding(f, f, `${line(f, 7)}\n${line(f, 8)}`)),
    finding(10, 1, 'compute(1, 3); // file 1'), // not a whole line
    finding(11, 2, `const v42 = compute(2, 42);   // file 2`), // whitespace differs: still located
    finding(12, 3, `}`), // on no line
  ]);
  // The working tree's copy of one file is edited after the seal: its quotes are located in git's.
  writeFileSync(join(repo, 'src/f0.js'), body(0).replace('compute(0, 7)', 'compute(0, 700)'));
  return repo;
}

const anchored = (repo: string) =>
  (
    JSON.parse(readFileSync(join(folderOf(repo, 'big'), 'findings.anchored.json'), 'utf8')) as {
      findings: { id: string; anchor: unknown }[];
    }
  ).findings.map((f) => [f.id, f.anchor]);

describe('review anchor over two threads', () => {
  it('answers a review past the threaded size exactly as one thread does, the bundle against the source in process', async () => {
    const repo = bigReview();
    const bundled = cli(repo, ['review', 'anchor', 'big']);
    expect(bundled.code, bundled.stderr).toBe(1);
    const twoThreads = anchored(repo);
    const inProcess = await cliInProcess(repo, ['review', 'anchor', 'big']);
    expect(inProcess.stdout).toBe(bundled.stdout);
    expect(anchored(repo)).toEqual(twoThreads);
    expect(Object.fromEntries(twoThreads)).toMatchObject({
      F0: { status: 'located', start: 8, end: 9 },
      F3: { status: 'located', start: 8, end: 9 },
      F10: { status: 'unlocated' },
      F11: { status: 'located', start: 43, end: 43 },
      F12: { status: 'unlocated' },
    });
    expect(scopeHashOf(repo, 'big')).toMatch(/^[0-9a-f]{64}$/);
  });

  it("the bundle's worker entry answers every blob it claims, and nothing once the caller has closed it", async () => {
    const repo = emptyRepo();
    const blobs: TreeBlob[] = [0, 1, 2].map((f) => {
      const text = body(f).slice(0, 20_000);
      write(repo, `f${f}.js`, text);
      return { blob: blobId(text), path: `f${f}.js`, size: Buffer.byteLength(text), quotes: [line(f, 3), 'nowhere'] };
    });
    const run = (job: TreeJob) =>
      new Promise<unknown>((resolve, reject) => {
        const w = new Worker(join(ROOT, 'dist', WORKER_FILE), { workerData: job });
        w.once('message', resolve);
        w.once('error', reject);
      });
    const open: TreeJob = { root: repo, blobs, shared: new SharedArrayBuffer(8) };
    expect(await run(open)).toEqual(blobs.map((b, i) => [i, new LineIndex(readFileSync(join(repo, b.path))).locateAll(b.quotes)]));
    const closed: TreeJob = { root: repo, blobs, shared: new SharedArrayBuffer(8) };
    new Int32Array(closed.shared)[1] = 2;
    expect(await run(closed)).toEqual([]);
  });

  it('does the blobs a failed worker claimed itself: one that throws at start, one that claims half and exits', async () => {
    const repo = emptyRepo();
    const text = body(9).slice(0, 4096);
    write(repo, 'small.js', text);
    // Many claims of one small file: past the threaded size, and long enough for a worker to start.
    const count = Math.ceil((2 * THREADED_BYTES) / text.length);
    const blobs: TreeBlob[] = Array.from({ length: count }, () => ({
      blob: blobId(text),
      path: 'small.js',
      size: text.length,
      quotes: [line(9, 5)],
    }));
    const throws = join(repo, 'throws.mjs');
    writeFileSync(throws, "throw new Error('no worker today');\n");
    const quits = join(repo, 'quits.mjs');
    writeFileSync(
      quits,
      [
        "import { workerData } from 'node:worker_threads';",
        "import { writeFileSync } from 'node:fs';",
        'const c = new Int32Array(workerData.shared);',
        'if (Atomics.compareExchange(c, 1, 0, 1) === 0) {',
        '  for (let i = 0; i < workerData.blobs.length / 2; i++) Atomics.add(c, 0, 1);',
        "  writeFileSync(workerData.root + '/claimed', '');",
        '}',
        'process.exit(0);',
      ].join('\n'),
    );
    const expected = new LineIndex(Buffer.from(text)).locateAll([line(9, 5)]);
    expect(expected[0]).toMatchObject({ status: 'located', start: 6 });
    const complete = async (entry: string) => {
      const answers = await locateInTree(repo, blobs, entry);
      expect(answers).toHaveLength(count);
      // Counted, not every(): an answer array with holes (blobs nobody answered) passes every().
      expect(answers.filter((a) => JSON.stringify(a) === JSON.stringify(expected))).toHaveLength(count);
    };
    for (const entry of [throws, join(repo, 'missing.mjs')]) await complete(entry);
    // The quitting worker must have claimed before the caller finished for the case to count: a
    // worker that started too late is closed out and claims nothing.
    for (let tries = 0; tries < 5 && !existsSync(join(repo, 'claimed')); tries++) await complete(quits);
    expect(existsSync(join(repo, 'claimed'))).toBe(true);
  });
});
