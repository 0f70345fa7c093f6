import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSealedFromTree, WORTH_BYTES } from '../../src/git/sealed-read.js';
import { emptyRepo } from '../support/repo.js';

const hashObject = (repo: string, path: string) =>
  execFileSync('git', ['hash-object', '-w', '--', path], { cwd: repo, encoding: 'utf8' }).trim();

/** What readSealedFromTree hands over, in order: the bytes as text, or null; after a file large enough for it to read the tree. */
async function read(repo: string, files: { path: string; oid: string }[], { pad = true } = {}) {
  const seen: [string, string | null][] = [];
  if (pad) {
    writeFileSync(join(repo, 'pad'), Buffer.alloc(WORTH_BYTES, 'x'));
    files = [{ path: 'pad', oid: hashObject(repo, 'pad') }, ...files];
  }
  await readSealedFromTree(repo, files, (oid, data) => seen.push([oid, data && data.toString('latin1')]));
  return pad ? seen.slice(1) : seen;
}

describe('readSealedFromTree: a working-tree file is used only when its bytes are the sealed blob', () => {
  it('hands over a file that hashes to the blob; an edited, missing or swapped one is null (left to git)', async () => {
    const repo = emptyRepo('proofgate-sealed-read-');
    const body = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 256)).toString('latin1');
    const files = { same: 'a();\n', edited: 'b();\n', binary: body, gone: 'c();\n', linked: 'd();\n', fifo: 'e();\n', folder: 'f();\n' };
    const oids: Record<string, string> = {};
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(repo, name), Buffer.from(text, 'latin1'));
      oids[name] = hashObject(repo, name);
    }
    writeFileSync(join(repo, 'edited'), 'b(); // changed since\n');
    execFileSync('rm', [join(repo, 'gone'), join(repo, 'linked'), join(repo, 'fifo'), join(repo, 'folder')]);
    // A link to a file holding exactly the blob is still not followed; a FIFO must not hold the reader.
    writeFileSync(join(repo, 'target'), 'd();\n');
    symlinkSync('target', join(repo, 'linked'));
    execFileSync('mkfifo', [join(repo, 'fifo')]);
    mkdirSync(join(repo, 'folder'));
    const order = ['binary', 'edited', 'same', 'gone', 'linked', 'fifo', 'folder', 'same'];
    const seen = await read(
      repo,
      order.map((name) => ({ path: name, oid: oids[name]! })),
    );
    expect(seen).toEqual(order.map((name) => [oids[name], name === 'same' || name === 'binary' ? files[name] : null]));
  });

  it('hashes as a SHA-256 repository does when the id has 64 hex digits', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'proofgate-sha256-'));
    execFileSync('git', ['init', '-q', '--object-format=sha256', repo]);
    writeFileSync(join(repo, 'x.js'), 'x();\n');
    const oid = hashObject(repo, 'x.js');
    expect(oid).toMatch(/^[0-9a-f]{64}$/);
    expect(await read(repo, [{ path: 'x.js', oid }])).toEqual([[oid, 'x();\n']]);
    expect(await read(repo, [{ path: 'x.js', oid: oid.slice(0, 40) }])).toEqual([[oid.slice(0, 40), null]]);
  });

  it('leaves files of fewer bytes than a thread is worth to git: every one null', async () => {
    const repo = emptyRepo('proofgate-sealed-read-');
    writeFileSync(join(repo, 'x.js'), 'x();\n');
    const oid = hashObject(repo, 'x.js');
    expect(await read(repo, [{ path: 'x.js', oid }], { pad: false })).toEqual([[oid, null]]);
  });

  it('more files than one message holds, in order; an exception from the caller stops it and rejects', async () => {
    const repo = emptyRepo('proofgate-sealed-read-');
    const files = Array.from({ length: 100 }, (_, i) => {
      writeFileSync(join(repo, `f${i}`), `line ${i}\n`.repeat(20_000));
      return { path: `f${i}`, oid: hashObject(repo, `f${i}`) };
    });
    const seen = await read(repo, files, { pad: false });
    expect(seen.map(([oid]) => oid)).toEqual(files.map((f) => f.oid));
    expect(seen.every(([, text], i) => text === `line ${i}\n`.repeat(20_000))).toBe(true);
    let calls = 0;
    await expect(
      readSealedFromTree(repo, files, () => {
        if (++calls === 3) throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(calls).toBe(3);
  });
});
