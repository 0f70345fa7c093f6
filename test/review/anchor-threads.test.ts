// review anchor's worker threads (src/review/anchor-threads.ts), through the CLI bundle: the
// anchored output is the same, byte for byte, whatever the number of threads.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { cli, ROOT } from '../support/run.js';
import { git } from '../support/repo.js';
import { folderOf, repoWith, write, writeFindings } from '../support/review.js';
import { locateInTree, type QuotedFile } from '../../src/review/anchor-file.js';

const ID = 'th';
const lines = <T>(n: number, line: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => line(i));

/** Files for every way a quote is matched: CRLF, whitespace a line normalises, bytes that are not UTF-8, decomposed text, repeats. */
const FILES: Record<string, string | Buffer> = {
  'src/crlf.js': lines(40, (i) => `const c${i} = ${i};`).join('\r\n') + '\r\n',
  'src/spaces.js': lines(40, (i) => `\tif (a${i}  >\u00a0b)\u3000{ run(${i}); }  `).join('\n') + '\n',
  'src/latin1.js': Buffer.concat([Buffer.from('const a = "caf'), Buffer.from([0xe9, 0xff]), Buffer.from('";\nconst b = 2;\n')]),
  'src/nfd.js': 'const name = "Jose\u0301";\nconst other = 1;\n',
  'src/twice.js': lines(30, () => 'retry();').join('\n') + '\n',
  'src/edited.js': lines(40, (i) => `let e${i} = ${i};`).join('\n') + '\n',
  ...Object.fromEntries(lines(14, (f) => [`src/more/f${f}.js`, lines(60, (i) => `export const v${f}_${i} = ${i};`).join('\n') + '\n'])),
};

const finding = (n: number, path: string, existing_code: string) => ({
  id: `F${n}`,
  path,
  existing_code,
  content: 'A finding the test places.',
  category: 'correctness',
  severity: 'low',
  confidence: 'medium',
  disposition: 'confirmed',
  evidence: 'The quoted lines.',
});

const QUOTES: [string, string][] = [
  ['src/crlf.js', 'const c3 = 3;\nconst c4 = 4;'],
  ['src/crlf.js', 'const c3 = 4;'],
  ['src/spaces.js', 'if (a7 > b) { run(7); }'],
  ['src/spaces.js', '  if (a8 >  b) { run(8); }\n if (a9 > b) { run(9); }'],
  ['src/latin1.js', 'const a = "caf\ufffd\ufffd";'],
  ['src/latin1.js', 'const b = 2;'],
  ['src/nfd.js', 'const name = "Jos\u00e9";'],
  ['src/twice.js', 'retry();'],
  ['src/twice.js', 'retry();\nretry();\nretry();'],
  ['src/edited.js', 'let e5 = 5;'],
  ['src/edited.js', 'let e5 = 50;'],
  ...lines(14, (f): [string, string] => [`src/more/f${f}.js`, `export const v${f}_${f + 3} = ${f + 3};`]),
  ...lines(14, (f): [string, string] => [`src/more/f${f}.js`, `export const v${f}_0 = 1;`]),
];

describe('review anchor with worker threads', () => {
  it('anchors every finding as one thread does, byte for byte, with 2, 3 and more threads than files', () => {
    const repo = repoWith({}, (r) => {
      for (const [path, text] of Object.entries(FILES)) write(r, path, text);
    });
    const scoped = cli(repo, ['review', 'scope', ID, '--base', 'HEAD~1', '--effort', 'low', '--dispatch', 'one']);
    expect(scoped.code, scoped.stderr).toBe(0);
    // Edited after sealing: its sealed bytes are read from git, not from the tree.
    writeFileSync(join(repo, 'src/edited.js'), 'let e5 = 50;\n');
    // A file that is not UTF-8 is binary, never selected (hazard 448): the worker's test below locates in it.
    writeFindings(
      repo,
      ID,
      QUOTES.filter(([path]) => path !== 'src/latin1.js').map(([path, quote], n) => finding(n, path, quote)),
    );
    const anchored = (threads: number) => {
      const r = cli(repo, ['review', 'anchor', ID], { PROOFGATE_ANCHOR_THREADS: String(threads) });
      return { ...r, file: readFileSync(join(folderOf(repo, ID), 'findings.anchored.json'), 'utf8') };
    };
    const alone = anchored(1);
    const totals = JSON.parse(alone.file).totals;
    // Every kind of answer is there to compare.
    expect(totals).toEqual({ located: 19, ambiguous: 2, unlocated: 16 });
    expect(alone.code).toBe(1);
    for (const threads of [2, 3, 64]) expect(anchored(threads)).toEqual(alone);
  });

  it('the bundle’s worker entry (dist/anchor-worker.js) locates the files it takes as this thread does', async () => {
    const repo = repoWith({}, (r) => {
      for (const [path, text] of Object.entries(FILES)) write(r, path, text);
    });
    const files: QuotedFile[] = QUOTES.filter(([path]) => path in FILES).map(([path, quote]) => ({
      path,
      blob: git(repo, 'rev-parse', `HEAD:${path}`).trim(),
      size: Buffer.byteLength(FILES[path]!),
      quotes: [quote],
    }));
    // This thread takes none: the worker locates every file.
    const worker = new Worker(join(ROOT, 'dist/anchor-worker.js'), {
      workerData: { root: repo, files, next: new Int32Array(new SharedArrayBuffer(4)) },
    });
    const answer = new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(await answer).toEqual(files.map((f, k) => [k, locateInTree(repo, f)]));
  });

  it('a worker starts without the git runner: no child_process, net or fs/promises in its thread', async () => {
    // The Node builtins a thread loaded (process.moduleLoadList is each thread's own), beyond a bare thread's.
    const loaded = (script: string) =>
      new Promise<string[]>((resolve, reject) => {
        const post = "require('node:worker_threads').parentPort.postMessage(process.moduleLoadList)";
        const worker = new Worker(`(async () => { ${script}; ${post}; })()`, {
          eval: true,
          workerData: { root: ROOT, files: [], next: new Int32Array(new SharedArrayBuffer(4)) },
        });
        // The entry posts its (empty) answer first, then the list.
        worker.on('message', (m: unknown) => Array.isArray(m) && m.some((x) => typeof x === 'string') && resolve(m as string[]));
        worker.once('error', reject);
      });
    const bare = new Set(await loaded(''));
    const entry = JSON.stringify(pathToFileURL(join(ROOT, 'dist/anchor-worker.js')).href);
    const added = (await loaded(`await import(${entry})`)).filter((m) => !bare.has(m));
    // Each would be loaded for nothing at every worker's start: a worker reads, hashes and compares bytes.
    expect(added.filter((m) => /^NativeModule (child_process|net|dgram|fs\/promises|readline)$/.test(m))).toEqual([]);
    // It did load the entry: hashing needs node:crypto.
    expect(added).toContain('NativeModule crypto');
  });
});
