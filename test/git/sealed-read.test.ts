import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readIfBlob } from '../../src/git/sealed-read.js';
import { emptyRepo } from '../support/repo.js';

/** Writes `text` at `path` and returns its blob: id and size, as git has it. */
function blob(repo: string, path: string, text: string | Buffer) {
  writeFileSync(join(repo, path), text);
  const oid = execFileSync('git', ['hash-object', '-w', '--', path], { cwd: repo, encoding: 'utf8' }).trim();
  return { oid, size: Buffer.byteLength(text) };
}

const read = (repo: string, path: string, b: { oid: string; size: number }) =>
  readIfBlob(repo, path, b.oid, b.size)?.toString('latin1') ?? null;

describe('readIfBlob: a working-tree file is used only when its bytes are the sealed blob', () => {
  it('a file that hashes to the blob is read, bytes of every value included', () => {
    const repo = emptyRepo('proofgate-sealed-read-');
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 256));
    expect(read(repo, 'bin', blob(repo, 'bin', bytes))).toBe(bytes.toString('latin1'));
    expect(read(repo, 'empty', blob(repo, 'empty', ''))).toBe('');
  });

  it('an edit of the same size or another, a missing file, a link, a FIFO, a folder: null, and nothing waits', () => {
    const repo = emptyRepo('proofgate-sealed-read-');
    const a = blob(repo, 'a', 'a();\n');
    writeFileSync(join(repo, 'a'), 'b();\n');
    expect(read(repo, 'a', a)).toBeNull();
    writeFileSync(join(repo, 'a'), 'a(); // and more\n');
    expect(read(repo, 'a', a)).toBeNull();
    rmSync(join(repo, 'a'));
    expect(read(repo, 'a', a)).toBeNull();
    // A link to a file holding exactly the blob is still not followed.
    writeFileSync(join(repo, 'target'), 'a();\n');
    symlinkSync('target', join(repo, 'a'));
    expect(read(repo, 'a', a)).toBeNull();
    rmSync(join(repo, 'a'));
    execFileSync('mkfifo', [join(repo, 'a')]);
    expect(read(repo, 'a', { ...a, size: 0 })).toBeNull();
    rmSync(join(repo, 'a'));
    mkdirSync(join(repo, 'a'));
    expect(read(repo, 'a', a)).toBeNull();
  });

  it('a folder on the way that is now a file or a link loop is a null, not an error', () => {
    const repo = emptyRepo('proofgate-sealed-read-');
    mkdirSync(join(repo, 'src'));
    const a = blob(repo, 'src/a.js', 'a();\n');
    rmSync(join(repo, 'src'), { recursive: true });
    writeFileSync(join(repo, 'src'), 'x\n');
    expect(read(repo, 'src/a.js', a)).toBeNull();
    rmSync(join(repo, 'src'));
    symlinkSync('src', join(repo, 'src'));
    expect(read(repo, 'src/a.js', a)).toBeNull();
  });

  it('hashes as a SHA-256 repository does when the id has 64 hex digits', () => {
    const repo = mkdtempSync(join(tmpdir(), 'proofgate-sha256-'));
    execFileSync('git', ['init', '-q', '--object-format=sha256', repo]);
    const x = blob(repo, 'x.js', 'x();\n');
    expect(x.oid).toMatch(/^[0-9a-f]{64}$/);
    expect(read(repo, 'x.js', x)).toBe('x();\n');
    expect(read(repo, 'x.js', { ...x, oid: x.oid.slice(0, 40) })).toBeNull();
  });

  it('read into a scratch buffer: a view of it when the file fits, a buffer of its own when not, null on a mismatch', () => {
    const repo = emptyRepo('proofgate-sealed-read-');
    const scratch = Buffer.alloc(16);
    const a = blob(repo, 'a', 'a();\n');
    const big = blob(repo, 'big', 'b();'.repeat(10));
    const got = readIfBlob(repo, 'a', a.oid, a.size, scratch)!;
    expect(got.toString()).toBe('a();\n');
    expect(got.buffer).toBe(scratch.buffer);
    const own = readIfBlob(repo, 'big', big.oid, big.size, scratch)!;
    expect(own.toString()).toBe('b();'.repeat(10));
    expect(own.buffer).not.toBe(scratch.buffer);
    writeFileSync(join(repo, 'a'), 'x();\n');
    expect(readIfBlob(repo, 'a', a.oid, a.size, scratch)).toBeNull();
  });
});
