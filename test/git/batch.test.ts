import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { ForgedObject, objectInfo, readObjects, streamObjects, verifyObjects, type Blob } from '../../src/git/batch.js';
import { commitAll, emptyRepo } from '../support/repo.js';

/** Bytes of every value, newlines and CRs included, long enough to span many reads of the pipe. */
const bytes = (size: number, seed: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919 + seed * 31) % 256));

describe('streamObjects: one git cat-file --batch, each object handed over in the order asked', () => {
  const repo = emptyRepo('proofgate-batch-');
  const files = {
    big: bytes(700_000, 1),
    pipe: bytes(65_536, 2),
    small: Buffer.from('a\n'),
    empty: Buffer.alloc(0),
    crlf: Buffer.from('x\r\n\r\n'),
  };
  const oids = Object.fromEntries(
    Object.entries(files).map(([name, data]) => {
      writeFileSync(join(repo, name), data);
      return [name, execFileSync('git', ['hash-object', '-w', name], { cwd: repo, encoding: 'utf8' }).trim()];
    }),
  );
  const missing = '0'.repeat(40);

  it('hands over every object whole, a missing one as null, across reads of the pipe', async () => {
    const names = [oids.big!, oids.small!, missing, oids.empty!, oids.pipe!, oids.big!, oids.crlf!];
    const seen: [string, Blob][] = [];
    await streamObjects(repo, names, (name, blob) => seen.push([name, { oid: blob.oid, data: blob.data && Buffer.from(blob.data) }]));
    expect(seen.map(([n]) => n)).toEqual(names);
    const want = [files.big, files.small, null, files.empty, files.pipe, files.big, files.crlf];
    seen.forEach(([, blob], i) => {
      expect(blob.data === null ? null : blob.data.equals(want[i]!)).toBe(want[i] === null ? null : true);
      expect(blob.oid).toBe(want[i] === null ? '' : names[i]);
    });
  });

  it('an exception in the handler stops git and rejects with it', async () => {
    let calls = 0;
    const names = Array.from({ length: 50 }, () => oids.big!);
    await expect(
      streamObjects(repo, names, () => {
        if (++calls === 2) throw new Error('stop here');
      }),
    ).rejects.toThrow('stop here');
    expect(calls).toBe(2);
  });
});

describe('an object a partial clone lacks, its promisor remote out of reach', () => {
  it("is no missing blob read as empty: git's fetch fails, and the reason names the partial clone and the fix, in one line", async () => {
    const origin = emptyRepo('proofgate-batch-');
    writeFileSync(join(origin, 'a.txt'), 'base\n');
    execFileSync('git', ['add', '-A'], { cwd: origin });
    execFileSync('git', ['commit', '-q', '-m', 'base'], { cwd: origin });
    writeFileSync(join(origin, 'a.txt'), 'head\n');
    execFileSync('git', ['commit', '-q', '-am', 'head'], { cwd: origin });
    execFileSync('git', ['config', 'uploadpack.allowFilter', 'true'], { cwd: origin });
    const clone = `${origin}-partial`;
    execFileSync('git', ['clone', '-q', '--filter=blob:none', `file://${origin}`, clone]);
    execFileSync('git', ['remote', 'set-url', 'origin', `file://${origin}-gone`], { cwd: clone });
    const seen: Blob[] = [];
    const err = await streamObjects(clone, ['HEAD:a.txt', 'HEAD~1:a.txt'], (_, b) => seen.push(b)).catch((e: Error) => e);
    expect(seen.map((b) => b.data?.toString())).toEqual(['head\n']);
    expect((err as Error).message).toMatch(
      /^git cat-file stopped after 1 of 2 objects: fatal: could not fetch [0-9a-f]{40} from promisor remote \(.*does not appear to be a git repository\): this is a partial clone, and the objects it lacks cannot be fetched; check out without a filter/,
    );
    expect((err as Error).message).not.toContain('\n');
  });
});

describe('objectInfo: git answers many names in blocks, while this thread is busy', () => {
  // 1,500 blobs of a few bytes: git answering each with a write of its own filled the socket it
  // writes to (each write takes some 800 bytes of its buffer) and waited for this thread to read.
  const repo = emptyRepo('proofgate-batch-busy-');
  const names = Array.from({ length: 1500 }, (_, i) => `f${i}`);
  for (const name of names) writeFileSync(join(repo, name), `${name}\n`);
  const oids = execFileSync('git', ['hash-object', '-w', '--stdin-paths'], { cwd: repo, input: names.join('\n') + '\n', encoding: 'utf8' })
    .trim()
    .split('\n');

  /** Bytes written so far by this process's git children (its answers: git writes nothing else here). */
  const gitWrote = () =>
    readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .reduce((n, pid) => {
        try {
          const m = /^\d+ \((.*)\) \S (\d+)/s.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'));
          if (!m || m[1] !== 'git' || Number(m[2]) !== process.pid) return n;
          return n + Number(/^wchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))![1]);
        } catch {
          return n; // gone between the listing and the read
        }
      }, 0);
  /**
   * Busy as a command checking findings is (this thread never yields, so it reads nothing of git and
   * closes no stdin): true once git has written all but its last blocks of `bytes`.
   */
  const answersWhileBusy = (bytes: number) => {
    let wrote = 0;
    for (const end = Date.now() + 3000; Date.now() < end;) if ((wrote = gitWrote()) >= bytes - 16384) return true;
    return `${wrote} of ${bytes} bytes`;
  };

  it('cat-file --batch-check answers every name without this thread reading, and the answers are whole', async () => {
    const asked = objectInfo(repo, oids);
    expect(answersWhileBusy(oids.reduce((n, oid, i) => n + `${oid} blob ${names[i]!.length + 1}\n`.length, 0))).toBe(true);
    expect([...(await asked).values()].every((found) => found?.type === 'blob')).toBe(true);
  });
});

describe("a `<commit>:<path>` whose path git's line reader would read as another", () => {
  // git's batch drops a CR that ends a line and ends a name at LF: `HEAD:a.js<CR>` would be HEAD:a.js.
  const repo = emptyRepo('proofgate-batch-lines-');
  const files: Record<string, string> = { 'a.js': 'the twin a.js\n', 'a.js\r': 'a.js<CR>\n', 'b\nc.js': 'b<LF>c.js\n' };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(repo, name), text);
  commitAll(repo, 'names');
  const names = ['HEAD:a.js\r', 'HEAD:none.js\r', 'HEAD:a.js', 'HEAD:b\nc.js', 'HEAD:gone\n'];

  it('streamObjects hands over each as itself, in the order asked, one with nothing there as missing', async () => {
    const seen: [string, string | null][] = [];
    await streamObjects(repo, names, (name, blob) => seen.push([name, blob.data && blob.data.toString()]));
    expect(seen).toEqual([
      ['HEAD:a.js\r', 'a.js<CR>\n'],
      ['HEAD:none.js\r', null],
      ['HEAD:a.js', 'the twin a.js\n'],
      ['HEAD:b\nc.js', 'b<LF>c.js\n'],
      ['HEAD:gone\n', null],
    ]);
  });

  it('objectInfo says what each is, by its own path', async () => {
    const info = await objectInfo(repo, names);
    expect(names.map((n) => info.get(n)?.size ?? null)).toEqual([9, null, 14, 10, null]);
  });
});

describe('#669 every object read through cat-file is the hash of its bytes', () => {
  /** A repository holding `text` as a blob, whose loose object is then overwritten with `forged` under the same id; the id. */
  function forgedRepo(text: string, forged: string, format: 'sha1' | 'sha256' = 'sha1'): { repo: string; oid: string } {
    const repo = emptyRepo('proofgate-forged-');
    if (format === 'sha256') {
      rmSync(join(repo, '.git'), { recursive: true });
      execFileSync('git', ['init', '-q', '--object-format=sha256'], { cwd: repo });
    }
    writeFileSync(join(repo, 'a.js'), text);
    const oid = execFileSync('git', ['hash-object', '-w', 'a.js'], { cwd: repo, encoding: 'utf8' }).trim();
    const loose = join(repo, '.git/objects', oid.slice(0, 2), oid.slice(2));
    chmodSync(loose, 0o644);
    writeFileSync(loose, deflateSync(Buffer.from(`blob ${Buffer.byteLength(forged)}\0${forged}`)));
    return { repo, oid };
  }

  it.each(['sha1', 'sha256'] as const)('#669 a loose object whose bytes are another blob is refused, naming it (%s)', async (format) => {
    const { repo, oid } = forgedRepo('if (!u.admin) throw new Error("no");\n', '// TODO tidy\n', format);
    await expect(readObjects(repo, [oid])).rejects.toThrow(
      new RegExp(`forged bytes for object ${oid}: they hash to [0-9a-f]{${oid.length}}, not to their id`),
    );
    await expect(streamObjects(repo, [oid], () => undefined)).rejects.toBeInstanceOf(ForgedObject);
  });

  it('#669 verifyObjects names the path of a forged object and passes sound ones and missing ones', async () => {
    const { repo, oid } = forgedRepo('real\n', 'forged\n');
    const sound = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo, input: 'sound\n', encoding: 'utf8' }).trim();
    await expect(
      verifyObjects(repo, [
        { path: 'ok.js', oid: sound },
        { path: 'gone.js', oid: 'f'.repeat(40) },
      ]),
    ).resolves.toBeUndefined();
    await expect(
      verifyObjects(repo, [
        { path: 'ok.js', oid: sound },
        { path: 'src/a.js', oid },
      ]),
    ).rejects.toThrow(`git's object store holds forged bytes for src/a.js (object ${oid})`);
  });

  it('#669 a sound tree and commit pass: the header type is what is hashed', async () => {
    const repo = emptyRepo('proofgate-sound-');
    writeFileSync(join(repo, 'a.js'), 'a\n');
    commitAll(repo, 'one');
    const got = await readObjects(repo, ['HEAD', 'HEAD^{tree}', 'HEAD:a.js']);
    expect([...got.values()].every((b) => b.data !== null)).toBe(true);
  });
});
